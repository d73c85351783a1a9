import { useIntl } from 'react-intl';
import { emojiTagMessage, emojiTagsOf } from '@/lib/emoji-tags';
import { StarIcon } from '../icons/star-icon';
import { starRatingMessages, starRatingValueMessages } from '../star-rating/messages';
import styles from './tip-feedback.module.css';

export interface TipFeedbackProps {
  /** 1-5 stars, when the guest rated the tip. */
  rating?: number | undefined;
  /** The tip's emoji tags as the API sends them ("smile,heart"). */
  emoji?: string | undefined;
  /** The guest's comment. */
  message?: string | undefined;
}

/**
 * What a guest said with a tip: five stars read out as "Rating: 4 stars", the tags as emoji
 * read out by their names, and the comment. Words are the kit's own start-up ones (`ui`).
 */
export function TipFeedback({ rating, emoji, message }: TipFeedbackProps) {
  const intl = useIntl();
  const tags = emojiTagsOf(emoji);
  if (rating === undefined && tags.length === 0 && !message) return null;
  return (
    <div className={styles.root}>
      {rating !== undefined || tags.length > 0 ? (
        <div className={styles.line}>
          {rating !== undefined ? (
            <span
              className={styles.stars}
              role="img"
              aria-label={`${intl.formatMessage(starRatingMessages.starRatingLabel)}: ${intl.formatMessage(starRatingValueMessages.starRatingStar, { count: rating })}`}
            >
              {[1, 2, 3, 4, 5].map((star) => (
                <StarIcon
                  key={star}
                  width={16}
                  height={16}
                  data-filled={star <= rating}
                  aria-hidden
                />
              ))}
            </span>
          ) : null}
          {tags.length > 0 ? (
            <span
              className={styles.tags}
              role="img"
              aria-label={intl.formatList(
                tags.map((tag) => intl.formatMessage(emojiTagMessage(tag.name))),
              )}
            >
              {tags.map((tag) => tag.emoji).join(' ')}
            </span>
          ) : null}
        </div>
      ) : null}
      {message ? <p className={styles.message}>{message}</p> : null}
    </div>
  );
}
