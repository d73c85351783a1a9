import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { profileMessages } from './messages';

/** The profile area's routes; its screens come with its own issue. */
export function ProfileArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(profileMessages.title)} />;
}
