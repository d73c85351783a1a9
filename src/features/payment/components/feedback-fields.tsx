import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Textarea } from '@/components/ui/textarea/textarea';
import { uiValueMessages } from '@/components/ui/messages';
import { COMMENT_MAX_LENGTH } from '../model/tip-draft';
import { EMOJI_TAGS, emojiTagMessages, paymentMessages } from '../messages';
import styles from './feedback-fields.module.css';

export interface Feedback {
  rating: number | null;
  emoji: string[];
  comment: string;
}

interface FeedbackFieldsProps {
  value: Feedback;
  onChange: (patch: Partial<Feedback>) => void;
  disabled?: boolean;
  /** The finish page asks only for what was not given before. */
  show?: { rating?: boolean; emoji?: boolean; comment?: boolean };
}

const STARS = [1, 2, 3, 4, 5] as const;

/** Rating (5 stars, native radios: arrow keys work), emoji tags (toggle buttons) and a comment. */
export function FeedbackFields({ value, onChange, disabled, show = { rating: true, emoji: true, comment: true } }: FeedbackFieldsProps) {
  const intl = useIntl();
  const name = useId();
  const emojiLabelId = useId();
  return (
    <div className={styles.fields}>
      {show.rating ? (
        <fieldset className={styles.fields} disabled={disabled}>
          <legend className={styles.legend}>{intl.formatMessage(paymentMessages.ratingLabel)}</legend>
          <div className={styles.stars}>
            {STARS.map((star) => (
              <label key={star} className={styles.star} data-on={value.rating !== null && star <= value.rating}>
                <input
                  type="radio"
                  name={name}
                  value={star}
                  checked={value.rating === star}
                  onChange={() => onChange({ rating: star })}
                  aria-label={intl.formatMessage(uiValueMessages.starRatingStar, { count: star })}
                />
                <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
                  />
                </svg>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {show.emoji ? (
        <div>
          <p id={emojiLabelId} className={styles.legend}>
            {intl.formatMessage(paymentMessages.emojiLabel)}
          </p>
          <ul className={styles.tags} aria-labelledby={emojiLabelId}>
            {EMOJI_TAGS.map((tag) => {
              const pressed = value.emoji.includes(tag.name);
              return (
                <li key={tag.name}>
                  <button
                    type="button"
                    className={styles.tag}
                    aria-pressed={pressed}
                    disabled={disabled}
                    onClick={() =>
                      onChange({ emoji: pressed ? value.emoji.filter((name) => name !== tag.name) : [...value.emoji, tag.name] })
                    }
                  >
                    <span aria-hidden="true">{tag.emoji}</span>
                    {intl.formatMessage(emojiTagMessages[tag.name])}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {show.comment ? (
        <Textarea
          label={intl.formatMessage(paymentMessages.commentLabel)}
          hint={intl.formatMessage(paymentMessages.commentHint)}
          value={value.comment}
          maxLength={COMMENT_MAX_LENGTH}
          rows={3}
          disabled={disabled}
          onChange={(event) => onChange({ comment: event.target.value })}
        />
      ) : null}
    </div>
  );
}
