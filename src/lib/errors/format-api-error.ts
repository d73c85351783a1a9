import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { resolveError, type ErrorFlow } from './error-catalogue';

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
): FormattedApiError {
  const resolved = resolveError(
    error,
    (key) => Object.hasOwn(intl.messages, `errors.${key}`),
    flow,
  );
  return {
    key: resolved.key,
    title: intl.formatMessage(resolved.title),
    subtitle: intl.formatMessage(resolved.subtitle),
    message: intl.formatMessage(resolved.message),
  };
}

/** For screens: `const formatError = useErrorMessage(); formatError(mutation.error, 'auth').message`. */
export function useErrorMessage(): (error: unknown, flow?: ErrorFlow) => FormattedApiError {
  const intl = useIntl();
  return useCallback(
    (error: unknown, flow?: ErrorFlow) => formatApiError(intl, error, flow),
    [intl],
  );
}
