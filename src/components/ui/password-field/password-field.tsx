import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { EyeIcon } from '../icons/eye-icon';
import { EyeOffIcon } from '../icons/eye-off-icon';
import { passwordFieldMessages } from './messages';
import { TextInput } from '../text-input/text-input';
import { passwordStrength, validatePassword } from './password-rules';
import { StrengthMeter } from './strength-meter';
import styles from './password-field.module.css';

export interface PasswordFieldProps {
  /** Visible label, already translated. */
  label: ReactNode;
  onChange?: (value: string) => void;
  defaultValue?: string;
  /**
   * new: a password being chosen — shows the rule, the strength meter, and the rule as an
   * error on blur when it is not met. current: a login field — none of that.
   */
  purpose?: 'new' | 'current';
  /** Error from the form (e.g. wrong password); replaces the field's own. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/** Password input with a show/hide toggle and, for new passwords, the rule and strength meter. */
export function PasswordField({
  label,
  onChange,
  defaultValue = '',
  purpose = 'new',
  error,
  disabled,
  required,
  name,
}: PasswordFieldProps) {
  const intl = useIntl();
  const [value, setValue] = useState(defaultValue);
  const [visible, setVisible] = useState(false);
  const [touched, setTouched] = useState(false);
  const isNew = purpose === 'new';
  const rule = intl.formatMessage(passwordFieldMessages.passwordRule);
  const breaksRule = isNew && touched && value !== '' && !validatePassword(value);

  return (
    <div className={styles.root}>
      <TextInput
        label={label}
        type={visible ? 'text' : 'password'}
        value={value}
        name={name}
        disabled={disabled}
        required={required}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        spellCheck={false}
        hint={isNew ? rule : undefined}
        error={error ?? (breaksRule ? rule : undefined)}
        onChange={(event) => {
          setValue(event.target.value);
          onChange?.(event.target.value);
        }}
        onBlur={() => setTouched(true)}
        endAdornment={
          <IconButton
            label={intl.formatMessage(
              visible ? passwordFieldMessages.passwordHide : passwordFieldMessages.passwordShow,
            )}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
      {isNew && value ? <StrengthMeter strength={passwordStrength(value)} /> : null}
    </div>
  );
}
