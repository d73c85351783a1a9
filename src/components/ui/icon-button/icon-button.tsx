import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'aria-label'
> {
  /** Accessible name, already translated: the button shows no text. */
  label: string;
  /** The icon (decorative; aria-hidden). */
  icon: ReactNode;
  /** plain: no background until hover; filled: soft primary background. */
  variant?: 'plain' | 'filled';
  ref?: Ref<HTMLButtonElement>;
}

/** A 44×44 button with only an icon; the label is its accessible name and tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'plain',
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={styles.button}
      data-variant={variant}
      aria-label={label}
      title={label}
    >
      {icon}
    </button>
  );
}
