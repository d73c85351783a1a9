import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { PROFILE_PATHS } from '@/lib/routes';
import {
  codeStepShown,
  flowErrorStories,
  profileStoryMeta,
  submitCode,
} from '../testing/profile-stories';
import { PasswordPage } from './password-page';

/**
 * Changing the password: the current one and the new one twice (rule and meter of spec
 * section 5) → a code to the account's e-mail → the code and the new password together.
 */
const meta = {
  title: 'Profile/Change password',
  component: PasswordPage,
  ...profileStoryMeta(PROFILE_PATHS.password),
} satisfies Meta<typeof PasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Fresh-2026';

async function fill(
  root: HTMLElement,
  {
    current = DEMO.password,
    next = NEW_PASSWORD,
    repeat,
  }: { current?: string; next?: string; repeat?: string } = {},
) {
  repeat ??= next;
  const canvas = within(root);
  const currentField = await canvas.findByLabelText(/^Текущий пароль/);
  if (current) await userEvent.type(currentField, current);
  if (next) await userEvent.type(canvas.getByLabelText(/^Новый пароль/), next);
  if (repeat) await userEvent.type(canvas.getByLabelText(/^Повторите новый пароль/), repeat);
  await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
}

const { startError, codeError, resendError, codeStep } = flowErrorStories({
  calls: {
    start: 'profile/change/password/start',
    finish: 'profile/change/password/finish',
    resend: 'profile/change/password/newotp',
  },
  flow: 'changePassword',
  login: 'email',
  submitStart: (root) => fill(root),
});

export const Start: Story = { tags: ['phone-screenshot'] };

/** Nothing typed: each field says what it needs. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { current: '', next: '', repeat: '' });
    await expect(await within(canvasElement).findByText('Введите текущий пароль.')).toBeVisible();
  },
};

/** The new password breaks the rule; the meter says how weak it is. */
export const BreaksTheRule: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { next: 'weakpass' });
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText(/^Новый пароль/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};

export const RepeatDiffers: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { repeat: 'Fresh-2027' });
    await expect(await within(canvasElement).findByText('Пароли не совпадают.')).toBeVisible();
  },
};

export const CodeStep: Story = codeStep();

/** The whole flow: the code and the new password change it. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await codeStepShown(canvasElement);
    await submitCode(canvasElement);
    await waitFor(() =>
      expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))?.password).toBe(NEW_PASSWORD),
    );
  },
};

/** The current password is wrong: said under it. */
export const StartWrongPassword: Story = startError('bad.credentials.error');
export const StartNotSent: Story = startError('sms.not.send.error');
export const StartFieldFormat: Story = startError('field.invalid.format.error');
/** A block without its time left (a forced answer carries none): the catalogue's words. */
export const StartBlocked: Story = startError('client.blocked.error');

export const CodeWrong: Story = codeError('invalid.attempt.error');
export const CodeExpired: Story = codeError('otp.expired.error');
export const CodeFlowLost: Story = codeError('action.not.started.error');
/** The server refused the new password with the code. */
export const CodePasswordRefused: Story = codeError('password.invalid.error');
export const CodeInvalidState: Story = codeError('invalid.state.error');

export const ResendNoMoreCodes: Story = resendError('otp.no.more.new.codes.error');

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};
