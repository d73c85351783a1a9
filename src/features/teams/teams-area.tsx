import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { teamsMessages } from './messages';

/** The teams area's routes; its screens come with its own issue. */
export function TeamsArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(teamsMessages.title)} />;
}
