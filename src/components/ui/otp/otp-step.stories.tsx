import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OtpStep } from './otp-step';

/**
 * The one-time-code step on its own, as any host (an auth card, a cabinet page) puts it under
 * its heading. The countdown to a new code is fixed at 0 so the pictures are stable; the auth
 * flows' stories (Auth/Parts/Code step) show it in the auth card with each error per flow.
 */
const meta = {
  title: 'UI/Code step',
  component: OtpStep,
  args: {
    flow: 'auth',
    login: 'demo@example.com',
    loginKind: 'email',
    challenge: { step: 'OTP', codeLength: 4, resendAfterSeconds: 0 },
    challengeAt: 0,
    onSubmit: fn(),
    submitting: false,
    submitError: null,
    onResend: fn(),
    resending: false,
    resendError: null,
    resentAt: null,
    onBack: fn(),
  },
  decorators: [(Story) => <div style={{ width: 440 }}>{Story()}</div>],
} satisfies Meta<typeof OtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** A six-digit code to a phone, in a flow without wording of its own (a profile change). */
export const SixDigitsToPhone: Story = {
  args: {
    flow: undefined,
    login: '+7 700 000 0001',
    loginKind: 'phone',
    challenge: { step: 'OTP', codeLength: 6, resendAfterSeconds: 0 },
  },
};
