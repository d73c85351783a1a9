import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { JobPosition } from '@/api/generated/model';

export const paymentMessages = defineMessages({
  amountLegend: { id: 'payment.amount.legend' },
  amountLabel: { id: 'payment.amount.label' },
  amountHiddenHint: { id: 'payment.amount.hiddenHint' },
  payFee: { id: 'payment.fee.payFee' },
  feeLine: { id: 'payment.fee.line' },
  tipLine: { id: 'payment.fee.tipLine' },
  total: { id: 'payment.fee.total' },
  feeFailed: { id: 'payment.fee.failed' },
  feeRetry: { id: 'payment.fee.retry' },
  ratingLabel: { id: 'payment.feedback.rating' },
  emojiLabel: { id: 'payment.feedback.emoji' },
  commentLabel: { id: 'payment.feedback.comment' },
  commentHint: { id: 'payment.feedback.commentHint' },
  pay: { id: 'payment.pay.button' },
  payRetry: { id: 'payment.pay.retry' },
  redirecting: { id: 'payment.pay.redirecting' },
  redirectRefused: { id: 'payment.pay.redirectRefused' },
  previewNotice: { id: 'payment.pay.previewNotice' },
  openGateway: { id: 'payment.pay.openGateway' },
  recipientUnavailableTitle: { id: 'payment.recipient.unavailableTitle' },
  merchantLogo: { id: 'payment.recipient.merchantLogo' },
  loadRetry: { id: 'payment.load.retry' },
  /** The unknown-QR-code state shows the not-found page's own words (one wording, owned by app). */
  notFoundTitle: { id: 'app.notFound.title' },
  notFoundDescription: { id: 'app.notFound.description' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const paymentValueMessages = defineMessages<{
  amountLimits: { min: string; max: string };
  amountRequired: { min: string; max: string };
  amountClamped: { amount: string; min: string; max: string };
  payFeeWithAmount: { fee: string };
  payAmount: { amount: string };
}>({
  amountLimits: { id: 'payment.amount.limits' },
  amountRequired: { id: 'payment.amount.required' },
  amountClamped: { id: 'payment.amount.clamped' },
  payFeeWithAmount: { id: 'payment.fee.payFeeWithAmount' },
  payAmount: { id: 'payment.pay.buttonAmount' },
});

/** A job position's name (payment.jobPosition.<position>; messages.test.ts checks every one). */
export const jobPositionMessage = (position: JobPosition): MessageDescriptor => ({
  id: `payment.jobPosition.${position}`,
});

/** Emoji tags a visitor can add to a tip; sent as their names, comma-separated. */
export const EMOJI_TAGS = [
  { name: 'smile', emoji: '😊' },
  { name: 'rocket', emoji: '⚡' },
  { name: 'heart', emoji: '❤️' },
  { name: 'sparkles', emoji: '✨' },
  { name: 'clap', emoji: '👏' },
  { name: 'fire', emoji: '🔥' },
] as const;
export type EmojiTagName = (typeof EMOJI_TAGS)[number]['name'];

/** An emoji tag's spoken name (payment.emoji.<name>; messages.test.ts checks every one). */
export const emojiTagMessage = (name: EmojiTagName): MessageDescriptor => ({
  id: `payment.emoji.${name}`,
});
