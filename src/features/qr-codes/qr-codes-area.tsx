import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { qrCodesMessages } from './messages';

/** The qr-codes area's routes; its screens come with its own issue. */
export function QrCodesArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(qrCodesMessages.title)} />;
}
