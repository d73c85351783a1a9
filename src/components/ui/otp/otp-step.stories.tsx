import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ApiError } from '@/api/api-error';
import { STORY_NOW } from '@test/story-clock';
import { OtpStep } from './otp-step';

/**
 * The one-time-code step on its own, as any host (an auth card, a cabinet page) puts it under
 * its heading. The countdown to a new code is fixed at 0 and the clock of the block stories is
 * frozen, so the pictures are stable; the auth flows' stories (Auth/Parts/Code step) show it in
 * the auth card with each error per flow.
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
    blockedUntil: null,
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

/** The block stories stop the clock at STORY_NOW, so the countdown shows the same time. */
const BLOCK_SECONDS = 600;
const blockedError = ApiError.fromResponse(403, {
  code: 'client.blocked.error',
  retryAfterSeconds: BLOCK_SECONDS,
});

/**
 * The third wrong code: the account is blocked for 10 minutes (the mock's block); the code
 * field and the buttons wait, with the time left, and focus is on the message.
 */
export const BlockedAfterWrongCodes: Story = {
  args: { submitError: blockedError, blockedUntil: STORY_NOW + BLOCK_SECONDS * 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Слишком много неверных кодов. Ваш аккаунт заблокирован на 10 минут.',
    );
    // Focus moves in an effect, after the first paint.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
    await expect(canvas.getByLabelText(/^Код подтверждения/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    await expect(canvas.getByText('Ввести код снова можно через 10:00')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Отправить код ещё раз' })).toBeNull();
  },
};

/** Registration by phone blocks that phone number, not an account (there is none yet). */
export const BlockedPhoneOnResend: Story = {
  args: {
    flow: 'register',
    login: '+7 700 000 0001',
    loginKind: 'phone',
    resendError: ApiError.fromResponse(403, {
      code: 'client.blocked.error',
      retryAfterSeconds: 61,
    }),
    blockedUntil: STORY_NOW + 61_000,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Этот номер телефона заблокирован на 2 минуты.',
    );
  },
};

/** The block is over: the field is back, the old message gone, and a new code can be asked for. */
export const BlockOver: Story = {
  args: { submitError: blockedError, blockedUntil: STORY_NOW - 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText(/^Код подтверждения/)).toBeEnabled();
    await waitFor(() => expect(canvas.getByLabelText(/^Код подтверждения/)).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Отправить код ещё раз' })).toBeEnabled();
  },
};

/** Account deletion: its own wording of a lost flow, and the host's own back button. */
export const DeletionFlowLost: Story = {
  args: {
    flow: 'delete',
    submitError: ApiError.fromResponse(400, { code: 'action.not.started.error' }),
    backLabel: 'Отмена',
  },
};
