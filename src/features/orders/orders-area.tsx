import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { ordersMessages } from './messages';

/** The orders area's routes; its screens come with its own issue. */
export function OrdersArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(ordersMessages.title)} />;
}
