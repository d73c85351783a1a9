import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../field/field';
import controlStyles from '../field/control.module.css';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'children'
> {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; replaces the hint and marks the field invalid. */
  error?: ReactNode;
  /** Content inside the box after the text, e.g. an icon button. */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Single-line text field with label, hint and error; passes other props to the native input. */
export function TextInput({
  label,
  hint,
  error,
  endAdornment,
  ref,
  ...inputProps
}: TextInputProps) {
  return (
    <Field label={label} hint={hint} error={error} required={inputProps.required}>
      {(control) => (
        <div
          className={controlStyles.box}
          data-invalid={Boolean(error)}
          data-disabled={Boolean(inputProps.disabled)}
        >
          <input ref={ref} {...inputProps} {...control} className={controlStyles.input} />
          {endAdornment}
        </div>
      )}
    </Field>
  );
}
