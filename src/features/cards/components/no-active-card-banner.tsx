import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link/link';
import { hasActiveCard, useCards } from '../api/cards';
import { cardsMessages } from '../messages';
import { CARDS_PATH } from '@/lib/routes';
import styles from './no-active-card-banner.module.css';

/**
 * Above every private screen while the account has no active card (none bound, or none made
 * active): tips cannot be paid out. The has.no.active.card notification says the same. Silent
 * while card/list loads or fails: the cards screen itself reports that.
 */
export function NoActiveCardBanner() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const cards = useCards();
  if (!cards.data || hasActiveCard(cards.data)) return null;
  return (
    <section className={styles.banner} aria-labelledby="no-active-card-title">
      <p className={styles.text}>
        <strong id="no-active-card-title" className={styles.title}>
          {intl.formatMessage(cardsMessages.bannerTitle)}
        </strong>
        {intl.formatMessage(cardsMessages.bannerText)}
      </p>
      {pathname === CARDS_PATH ? null : (
        <Link to={CARDS_PATH} className={styles.action}>
          {intl.formatMessage(cardsMessages.bannerAction)}
        </Link>
      )}
    </section>
  );
}
