import { defineMessages } from 'react-intl';
import type { LoginKind } from '@/lib/errors/error-catalogue';

/**
 * The code step's words: the `otp` namespace (./locales), loaded by sign-in and the private
 * area (never by public pages), so any flow confirmed by a one-time code can host the step.
 */
export const otpMessages = defineMessages({
  title: { id: 'otp.title' },
  label: { id: 'otp.label' },
  required: { id: 'otp.required' },
  submit: { id: 'otp.submit' },
  resend: { id: 'otp.resend' },
  resent: { id: 'otp.resent' },
  noMoreCodes: { id: 'otp.noMoreCodes' },
  changeLogin: { id: 'otp.changeLogin' },
  tooManyWrong: { id: 'otp.tooManyWrong' },
});

/** Messages that take values, typed so a missing value is a compile error. */
export const otpValueMessages = defineMessages<{
  sentTo: { login: string; kind: LoginKind };
  hint: { length: number };
  format: { length: number };
  resendIn: { time: string };
  blockedFor: { subject: 'account' | LoginKind; minutes: number };
  blockedIn: { time: string };
}>({
  sentTo: { id: 'otp.sentTo' },
  hint: { id: 'otp.hint' },
  format: { id: 'otp.format' },
  resendIn: { id: 'otp.resendIn' },
  blockedFor: { id: 'otp.blockedFor' },
  blockedIn: { id: 'otp.blockedIn' },
});
