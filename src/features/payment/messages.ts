import { defineMessages } from 'react-intl';

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
  receivesInFull: { name: string; amount: string };
  receivesAfterFee: { name: string; amount: string; fee: string };
}>({
  amountLimits: { id: 'payment.amount.limits' },
  amountRequired: { id: 'payment.amount.required' },
  amountClamped: { id: 'payment.amount.clamped' },
  payFeeWithAmount: { id: 'payment.fee.payFeeWithAmount' },
  payAmount: { id: 'payment.pay.buttonAmount' },
  receivesInFull: { id: 'payment.fee.receivesInFull' },
  receivesAfterFee: { id: 'payment.fee.receivesAfterFee' },
});
