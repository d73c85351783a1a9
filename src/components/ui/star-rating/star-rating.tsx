import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { StarIcon } from '../icons/star-icon';
import { starRatingMessages, starRatingValueMessages } from './messages';
import styles from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingProps {
  /** Group caption; defaults to "Rating" in the current language. */
  label?: ReactNode;
  /** Chosen stars 1-5, or null for none yet. */
  value: number | null;
  onChange?: (value: number) => void;
  disabled?: boolean;
  /** Form field name; a unique one is generated when omitted. */
  name?: string;
}

/**
 * Five stars that work as a radio group: Tab reaches the group, arrow keys change the rating,
 * each star is announced as "3 stars". Hovering previews the rating with the mouse.
 */
export function StarRating({ label, value, onChange, disabled, name }: StarRatingProps) {
  const intl = useIntl();
  const generatedName = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className={styles.root} disabled={disabled} onMouseLeave={() => setHovered(null)}>
      <legend className={styles.legend}>
        {label ?? intl.formatMessage(starRatingMessages.starRatingLabel)}
      </legend>
      <div className={styles.stars}>
        {STARS.map((star) => (
          <label
            key={star}
            className={styles.star}
            data-filled={star <= shown}
            onMouseEnter={() => !disabled && setHovered(star)}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name ?? generatedName}
              value={star}
              checked={value === star}
              onChange={() => onChange?.(star)}
              aria-label={intl.formatMessage(starRatingValueMessages.starRatingStar, {
                count: star,
              })}
            />
            <StarIcon width={36} height={36} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
