import { useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { formatBlock } from '@/components/ui/otp/blocked-message';
import type { ErrorFlow, LoginKind } from '@/lib/errors/error-catalogue';

interface ServerAlertProps {
  error: unknown;
  flow?: ErrorFlow | undefined;
  login?: LoginKind | undefined;
}

/**
 * A server error about the whole form, in the flow's wording; a block after too many wrong
 * codes says for how long it lasts.
 */
export function ServerAlert({ error, flow, login = 'phone' }: ServerAlertProps) {
  const intl = useIntl();
  return (
    <FormAlert error={error} flow={flow} login={login}>
      {formatBlock(intl, error, flow, login)}
    </FormAlert>
  );
}
