import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { resolveError, type ErrorFlow, type LoginKind } from './error-catalogue';

export interface FormattedApiError {
  key: string | null;
  title: string;
  subtitle: string;
  message: string;
}

/** The catalogue texts of an error, formatted in the current language. */
export function formatApiError(
  intl: IntlShape,
  error: unknown,
  flow?: ErrorFlow,
  login?: LoginKind,
): FormattedApiError {
  const resolved = resolveError(
    error,
    (key) => Object.hasOwn(intl.messages, `errors.${key}`),
    flow,
    login,
  );
  return {
    key: resolved.key,
    title: intl.formatMessage(resolved.title),
    subtitle: intl.formatMessage(resolved.subtitle),
    message: intl.formatMessage(resolved.message),
  };
}

/**
 * For screens: `const formatError = useErrorMessage(); formatError(mutation.error, 'auth').message`
 * (and the login kind, where the screen knows it: `formatError(error, 'auth', 'email')`).
 */
export function useErrorMessage(): (
  error: unknown,
  flow?: ErrorFlow,
  login?: LoginKind,
) => FormattedApiError {
  const intl = useIntl();
  return useCallback(
    (error: unknown, flow?: ErrorFlow, login?: LoginKind) =>
      formatApiError(intl, error, flow, login),
    [intl],
  );
}
