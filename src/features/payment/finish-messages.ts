import { defineMessages } from 'react-intl';

/** The finish page's words (its own chunk: the user page does not carry them). */
export const finishMessages = defineMessages({
  successTitle: { id: 'payment.finish.successTitle' },
  failedTitle: { id: 'payment.finish.failedTitle' },
  failedText: { id: 'payment.finish.failedText' },
  pendingTitle: { id: 'payment.finish.pendingTitle' },
  pendingText: { id: 'payment.finish.pendingText' },
  stillPending: { id: 'payment.finish.stillPending' },
  checkAgain: { id: 'payment.finish.checkAgain' },
  retry: { id: 'payment.finish.retry' },
  tipAgain: { id: 'payment.finish.tipAgain' },
  feedbackTitle: { id: 'payment.finish.feedbackTitle' },
  feedbackSend: { id: 'payment.finish.feedbackSend' },
  feedbackThanks: { id: 'payment.finish.feedbackThanks' },
  noOrder: { id: 'payment.finish.noOrder' },
  successText: { id: 'payment.finish.successText' },
  successTextNoName: { id: 'payment.finish.successTextNoName' },
  receiptTitle: { id: 'payment.finish.receiptTitle' },
  receiptRecipient: { id: 'payment.finish.receiptRecipient' },
  receiptTip: { id: 'payment.finish.receiptTip' },
  receiptFee: { id: 'payment.finish.receiptFee' },
  receiptCharged: { id: 'payment.finish.receiptCharged' },
  receiptDate: { id: 'payment.finish.receiptDate' },
  receiptReference: { id: 'payment.finish.receiptReference' },
  receiptDocumentTitle: { id: 'payment.finish.receiptDocumentTitle' },
  savePdf: { id: 'payment.finish.savePdf' },
  share: { id: 'payment.finish.share' },
  receiptCopied: { id: 'payment.finish.receiptCopied' },
  shareFailed: { id: 'payment.finish.shareFailed' },
  pdfFailed: { id: 'payment.finish.pdfFailed' },
});

/** Finish-page messages that take values, typed so a missing value is a compile error. */
export const finishValueMessages = defineMessages<{
  successText: { amount: string; name: string };
  successTextNoName: { amount: string };
  receiptFeeByPayer: { amount: string };
  receiptFeeByRecipient: { amount: string };
}>({
  successText: { id: 'payment.finish.successText' },
  successTextNoName: { id: 'payment.finish.successTextNoName' },
  receiptFeeByPayer: { id: 'payment.finish.receiptFeeByPayer' },
  receiptFeeByRecipient: { id: 'payment.finish.receiptFeeByRecipient' },
});
