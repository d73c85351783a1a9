import { useIntl } from 'react-intl';
import { EmojiTagPicker } from '@/components/ui/emoji-tag-picker/emoji-tag-picker';
import { StarRating } from '@/components/ui/star-rating/star-rating';
import { Textarea } from '@/components/ui/textarea/textarea';
import { EMOJI_TAGS, emojiTagMessage } from '@/lib/emoji-tags';
import { COMMENT_MAX_LENGTH } from '../lib/tip-draft';
import { paymentMessages } from '../messages';
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

/** Rating (5 stars), emoji tags and a comment: with the tip, or on the finish page after it. */
export function FeedbackFields({
  value,
  onChange,
  disabled,
  show = { rating: true, emoji: true, comment: true },
}: FeedbackFieldsProps) {
  const intl = useIntl();
  const tags = EMOJI_TAGS.map((tag) => ({
    value: tag.name,
    emoji: tag.emoji,
    label: intl.formatMessage(emojiTagMessage(tag.name)),
  }));
  return (
    <div className={styles.fields}>
      {show.rating ? (
        <StarRating
          label={intl.formatMessage(paymentMessages.ratingLabel)}
          value={value.rating}
          onChange={(rating) => onChange({ rating })}
          disabled={disabled}
        />
      ) : null}
      {show.emoji ? (
        <EmojiTagPicker
          label={intl.formatMessage(paymentMessages.emojiLabel)}
          tags={tags}
          value={value.emoji}
          onChange={(emoji) => onChange({ emoji })}
          disabled={disabled}
        />
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
