import { useEffect, useRef, type ReactNode } from 'react';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import type { ErrorFlow, LoginKind } from '@/lib/errors/error-catalogue';
import styles from './form-alert.module.css';

interface FormAlertProps {
  error: unknown;
  /** The flow whose wording the catalogue uses (spec section 8), if it has its own. */
  flow?: ErrorFlow | undefined;
  /** The kind of login the form uses, so the text names it (e-mail or phone) where it names one. */
  login?: LoginKind | undefined;
  /** The text, where the form words this error itself (a block's time left, say). */
  children?: ReactNode;
  /**
   * Takes focus when it appears (and when the error changes): for the failure of an action
   * outside a form, whose busy button was disabled and so lost focus, so a keyboard or screen
   * reader user continues from the message rather than from the top of the page.
   */
  takeFocus?: boolean;
}

/**
 * A server error that is about the whole form, in the catalogue's wording for this flow and
 * kind of login (spec section 8). Focusable so the form can move focus to it (useFocusFirstError).
 */
export function FormAlert({ error, flow, login, children, takeFocus = false }: FormAlertProps) {
  const formatError = useErrorMessage();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) alert.current?.focus();
  }, [takeFocus, error]);
  return (
    <div ref={alert} className={styles.alert} role="alert" tabIndex={-1} data-form-alert="">
      {children ?? formatError(error, flow, login).message}
    </div>
  );
}
