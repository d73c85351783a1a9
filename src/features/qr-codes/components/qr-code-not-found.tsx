import { useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { QR_CODES_PATH } from '@/lib/routes';
import { qrCodesMessages } from '../messages';

/** A code that does not exist, is not the person's, or an address whose id names none. */
export function QrCodeNotFound() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(qrCodesMessages.notFoundTitle)}
      description={intl.formatMessage(qrCodesMessages.notFoundDescription)}
      action={<Link to={QR_CODES_PATH}>{intl.formatMessage(qrCodesMessages.backToList)}</Link>}
    />
  );
}
