import { useIntl } from 'react-intl';
import { StarIcon } from '@/components/ui/icons/star-icon';
import { operationValueMessages } from '../messages';
import styles from './operation-row.module.css';

/** A visitor's rating as five stars, read out as "Rating: 4 stars of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={intl.formatMessage(operationValueMessages.rating, { rating })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} width={16} height={16} data-filled={star <= rating} aria-hidden />
      ))}
    </span>
  );
}
