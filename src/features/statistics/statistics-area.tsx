import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { statisticsMessages } from './messages';

/** The statistics area's routes; its screens come with its own issue. */
export function StatisticsArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(statisticsMessages.title)} />;
}
