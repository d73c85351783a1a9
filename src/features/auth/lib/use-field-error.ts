import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import type { ErrorFlow } from '@/lib/errors/error-catalogue';
import { fieldOfError } from './server-error';

/** Values every validation message may use ("At most {max} characters"). */
export const NAME_MAX = 200;
export const ORGANIZATION_MAX = 200;
export const ADDRESS_MAX = 500;

/**
 * The text under a field: the form's own validation (a message id) first, then a server
 * error the catalogue ties to this field.
 */
export function useFieldErrors(serverError: unknown, flow: ErrorFlow, fields: readonly string[]) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const serverField = fieldOfError(serverError, fields);
  return {
    /** True when the server error has a field of its own (the alert then stays empty). */
    serverField,
    errorOf: (name: string, validation?: FieldError): string | undefined => {
      if (validation?.message)
        return intl.formatMessage({ id: validation.message }, { max: NAME_MAX });
      if (serverField === name) return formatError(serverError, flow).message;
      return undefined;
    },
  };
}
