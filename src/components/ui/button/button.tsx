import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { buttonMessages } from './messages';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** primary: the one main action; secondary: alternatives; ghost: low emphasis; danger: destructive. */
  variant?: ButtonVariant;
  /** md is 48px high (default), sm 40px for dense toolbars (still a 44px hit area). */
  size?: 'sm' | 'md';
  /** Shows a spinner, keeps the width and blocks clicks while an action runs. */
  loading?: boolean;
  /** Stretches to the container width (mobile forms). */
  fullWidth?: boolean;
  /** Icon before the text. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The kit's button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  const intl = useIntl();
  return (
    <button
      {...props}
      type={type}
      className={styles.button}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      data-loading={loading}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <span className={styles.content}>
        {icon}
        {children}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner size="sm" announce={false} />
          <span className="visually-hidden">
            {intl.formatMessage(buttonMessages.buttonLoading)}
          </span>
        </span>
      ) : null}
    </button>
  );
}
