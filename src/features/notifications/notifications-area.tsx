import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { notificationsMessages } from './messages';

/** The notifications area's routes; its screens come with its own issue. */
export function NotificationsArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(notificationsMessages.title)} />;
}
