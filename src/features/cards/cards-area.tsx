import { useIntl } from 'react-intl';
import { ReservedSection } from '@/components/ui/reserved-section/reserved-section';
import { cardsMessages } from './messages';

/** The cards area's routes; its screens come with its own issue. */
export function CardsArea() {
  const intl = useIntl();
  return <ReservedSection title={intl.formatMessage(cardsMessages.title)} />;
}
