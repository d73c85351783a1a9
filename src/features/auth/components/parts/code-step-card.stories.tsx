import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@/api/api-error';
import otpStepStories from '@/components/ui/otp/otp-step.stories';
import { CodeStepCard } from './code-step-card';

/**
 * The kit's code step in the auth card, with the error of each code its calls can answer,
 * worded per flow (auth, register, forgot). The page stories reach it through the mock
 * backend; these fix the countdown so the screenshots are stable.
 */
const meta = {
  title: 'Auth/Parts/Code step',
  component: CodeStepCard,
  args: { ...otpStepStories.args, step: { current: 2, total: 2 } },
  decorators: otpStepStories.decorators,
} satisfies Meta<typeof CodeStepCard>;

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
