import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { useErrorMessage } from './format-api-error';
import type { ErrorFlow, LoginKind } from './error-catalogue';
import { fieldOfError } from './server-error';

/**
 * The text under a field: the form's own validation (a message id, formatted with `values`
 * such as `{ max: 200 }`) first, then a server error the catalogue ties to this field (worded
 * for the flow and the kind of login, where they are known).
 */
export function useFieldErrors(
  serverError: unknown,
  flow: ErrorFlow | undefined,
  fields: readonly string[],
  login?: LoginKind,
) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const serverField = fieldOfError(serverError, fields);
  return {
    /** True when the server error has a field of its own (the alert then stays empty). */
    serverField,
    errorOf: (
      name: string,
      validation?: FieldError,
      values?: Record<string, string | number>,
    ): string | undefined => {
      if (validation?.message) return intl.formatMessage({ id: validation.message }, values);
      if (serverField === name) return formatError(serverError, flow, login).message;
      return undefined;
    },
  };
}
