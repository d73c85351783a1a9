import { defineMessages } from 'react-intl';
import type { JobPosition } from '@/api/generated/model';

export const paymentMessages = defineMessages({
  amountLegend: { id: 'payment.amount.legend' },
  amountLabel: { id: 'payment.amount.label' },
  amountHiddenHint: { id: 'payment.amount.hiddenHint' },
  payFee: { id: 'payment.fee.payFee' },
  feeLine: { id: 'payment.fee.line' },
  tipLine: { id: 'payment.fee.tipLine' },
  total: { id: 'payment.fee.total' },
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
  payFeeWithAmount: { fee: string };
  payAmount: { amount: string };
}>({
  amountLimits: { id: 'payment.amount.limits' },
  amountRequired: { id: 'payment.amount.required' },
  payFeeWithAmount: { id: 'payment.fee.payFeeWithAmount' },
  payAmount: { id: 'payment.pay.buttonAmount' },
});

export const jobPositionMessages = defineMessages<JobPosition>({
  waiter: { id: 'payment.jobPosition.waiter' },
  courier: { id: 'payment.jobPosition.courier' },
  streamer: { id: 'payment.jobPosition.streamer' },
  employee: { id: 'payment.jobPosition.employee' },
  beautyMaster: { id: 'payment.jobPosition.beautyMaster' },
  admin: { id: 'payment.jobPosition.admin' },
  barber: { id: 'payment.jobPosition.barber' },
  barista: { id: 'payment.jobPosition.barista' },
  barman: { id: 'payment.jobPosition.barman' },
  cleaner: { id: 'payment.jobPosition.cleaner' },
  cook: { id: 'payment.jobPosition.cook' },
  driver: { id: 'payment.jobPosition.driver' },
  fitness: { id: 'payment.jobPosition.fitness' },
  gasStation: { id: 'payment.jobPosition.gasStation' },
  maid: { id: 'payment.jobPosition.maid' },
  musician: { id: 'payment.jobPosition.musician' },
  assembler: { id: 'payment.jobPosition.assembler' },
  universal: { id: 'payment.jobPosition.universal' },
  other: { id: 'payment.jobPosition.other' },
  owner: { id: 'payment.jobPosition.owner' },
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

export const emojiTagMessages = defineMessages<EmojiTagName>({
  smile: { id: 'payment.emoji.smile' },
  rocket: { id: 'payment.emoji.rocket' },
  heart: { id: 'payment.emoji.heart' },
  sparkles: { id: 'payment.emoji.sparkles' },
  clap: { id: 'payment.emoji.clap' },
  fire: { id: 'payment.emoji.fire' },
});
