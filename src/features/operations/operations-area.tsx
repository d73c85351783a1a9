import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { operationsMessages } from './messages';

/** The operations area's routes; its screens come with its own issue. */
export function OperationsArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(operationsMessages.title)} />;
}
