import { useIntl } from 'react-intl';
import { STAR_OUTLINE } from '@/components/ui/icons/star-icon';
import { operationValueMessages } from '../messages';
import styles from './operation-row.module.css';

/** StarIcon's outline (24 units), drawn 16 px wide with 2 px between stars. */
const SIZE = 16;
const STEP = 18;

/**
 * A visitor's rating as five stars, read out as "Rating: 4 stars of 5". One drawing of five
 * outlines rather than five icons: a history row mounts 6 elements for it instead of 11, which
 * a fast scroll does for every row it passes.
 */
export function RatingStars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <svg
      className={styles.stars}
      role="img"
      aria-label={intl.formatMessage(operationValueMessages.rating, { rating })}
      width={STEP * 4 + SIZE}
      height={SIZE}
      viewBox={`0 0 ${((STEP * 4 + SIZE) * 24) / SIZE} 24`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {[0, 1, 2, 3, 4].map((star) => (
        <path
          key={star}
          d={STAR_OUTLINE}
          transform={star ? `translate(${(star * STEP * 24) / SIZE})` : undefined}
          data-filled={star < rating}
        />
      ))}
    </svg>
  );
}
