import { useEffect, type RefObject } from 'react';

/**
 * After a submit that failed, focus goes to the first error in the form (an invalid field or
 * the form's alert), in reading order. `attempt` changes once per failed submit.
 */
export function useFocusFirstError(formRef: RefObject<HTMLElement | null>, attempt: unknown): void {
  useEffect(() => {
    if (!attempt) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-form-alert]',
    );
    first?.focus();
  }, [formRef, attempt]);
}
