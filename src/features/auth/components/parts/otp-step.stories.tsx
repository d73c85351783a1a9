import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { OtpStep } from './otp-step';

/**
 * The code step on its own, with the error of each code its calls can answer, worded per flow
 * (auth, register, forgot). The page stories reach it through the mock backend; these fix the
 * countdown so the screenshots are stable.
 */
const meta = {
  title: 'Auth/Parts/Code step',
  component: OtpStep,
  args: {
    flow: 'auth',
    login: 'demo@example.com',
    challenge: { step: 'OTP', codeLength: 4, resendAfterSeconds: 0 },
    challengeAt: 0,
    step: { current: 2, total: 2 },
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

const error = (code: string, status = 400) => ApiError.fromResponse(status, { code });

export const ResendAvailable: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const Resent: Story = { args: { resentAt: 1 } };
export const WrongCode: Story = { args: { submitError: error('invalid.attempt.error') } };
export const Expired: Story = { args: { submitError: error('otp.expired.error') } };
export const Blocked: Story = { args: { submitError: error('client.blocked.error', 403) } };
export const NoMoreCodes: Story = { args: { resendError: error('otp.no.more.new.codes.error') } };
export const SmsNotSent: Story = { args: { resendError: error('sms.not.send.error') } };
export const NotStartedRegister: Story = {
  args: { flow: 'register', submitError: error('action.not.started.error') },
};
export const NotStartedForgot: Story = {
  args: { flow: 'forgot', submitError: error('action.not.started.error') },
};
export const Offline: Story = {
  args: { submitError: ApiError.network(new TypeError('Failed to fetch')) },
};
