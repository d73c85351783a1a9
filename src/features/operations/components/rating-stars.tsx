import { useIntl } from 'react-intl';
import { operationValueMessages } from '../messages';
import styles from './operation-row.module.css';

const STARS = '★★★★★';

/**
 * A visitor's rating as five stars, the given ones in the rating's colour, read out as
 * "Rating: 4 stars of 5". Drawn as text, not as an SVG: two elements rather than six with
 * some thirty attributes to parse, which every history row pays when a fling brings it in
 * (issue 29).
 */
export function RatingStars({ rating }: { rating: number }) {
  const intl = useIntl();
  const given = Math.min(STARS.length, Math.max(0, Math.round(rating)));
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={intl.formatMessage(operationValueMessages.rating, { rating })}
    >
      {STARS.slice(0, given)}
      {given < STARS.length ? (
        <span className={styles.starsNotGiven}>{STARS.slice(given)}</span>
      ) : null}
    </span>
  );
}
