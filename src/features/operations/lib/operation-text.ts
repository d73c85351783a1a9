import type { IntlShape } from 'react-intl';
import type { Operation } from '@/api/generated/model';
import { emojiTagMessage, emojiTagsOf } from '@/lib/emoji-tags';
import { jobPositionMessage } from '@/lib/job-positions';
import { operationsMessages } from '../messages';

/*
 * An operation's fields in words, the same on screen, in its details and in the CSV export:
 * a QR code that is gone and a member who left say so instead of a name.
 */

export function qrCodeText(intl: IntlShape, operation: Operation): string | null {
  if (operation.qrCodeDeleted) return intl.formatMessage(operationsMessages.qrCodeDeleted);
  return operation.qrCodeTitle ?? null;
}

export function memberText(intl: IntlShape, operation: Operation): string | null {
  if (operation.memberDeleted) return intl.formatMessage(operationsMessages.memberDeleted);
  const name = [operation.firstName, operation.lastName].filter(Boolean).join(' ');
  return name || null;
}

export function jobPositionText(intl: IntlShape, operation: Operation): string | null {
  return operation.jobPosition
    ? intl.formatMessage(jobPositionMessage(operation.jobPosition))
    : null;
}

/** The emoji a visitor left, as emoji, and their spoken names for screen readers. */
export function emojiOf(intl: IntlShape, operation: Operation) {
  const tags = emojiTagsOf(operation.emoji);
  return {
    shown: tags.map((tag) => tag.emoji).join(' '),
    spoken: tags.map((tag) => intl.formatMessage(emojiTagMessage(tag.name))).join(', '),
  };
}
