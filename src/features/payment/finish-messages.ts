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
});

/** Finish-page messages that take values, typed so a missing value is a compile error. */
export const finishValueMessages = defineMessages<{
  successText: { amount: string; name: string };
  successTextNoName: { amount: string };
}>({
  successText: { id: 'payment.finish.successText' },
  successTextNoName: { id: 'payment.finish.successTextNoName' },
});
