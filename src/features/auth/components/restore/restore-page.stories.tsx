import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import {
  codeStepStory,
  errorAtStep,
  errorShown,
  mockBackendMeta,
  submitCode,
} from '../../testing/flow-stories';
import { RestorePage } from './restore-page';

/** Password restore against the stateful mock backend; errors forced with the QA scenarios. */
const meta = {
  title: 'Auth/Password restore',
  component: RestorePage,
  ...mockBackendMeta('/auth/restore'),
} satisfies Meta<typeof RestorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitStart(root: HTMLElement, email: string = DEMO.email) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Электронная почта/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
}

async function submitPassword(root: HTMLElement) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Новый пароль/), 'Fresh-2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
}

const errorAt = errorAtStep({ submitStart, submitPassword });

export const Start: Story = {};

/** An unknown login: the contract words it email.invalid.error (the real answer). */
export const UnknownLogin: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement, 'nobody@example.com');
    await errorShown(canvasElement);
  },
};

export const StartPhoneInvalid = errorAt('access/restore/start', 'phone.invalid.error', 'start');
export const StartBlocked = errorAt('access/restore/start', 'client.blocked.error', 'start');
export const StartSmsNotSent = errorAt('access/restore/start', 'sms.not.send.error', 'start');
export const StartGeneralError = errorAt('access/restore/start', 'general.error', 'start');

export const CodeStep: Story = codeStepStory(submitStart);

export const CodeWrong = errorAt('access/restore/check', 'invalid.attempt.error', 'code');
export const CodeExpired = errorAt('access/restore/check', 'otp.expired.error', 'code');
export const CodeFlowLost = errorAt('access/restore/check', 'action.not.started.error', 'code');

/** Step FINISH: the new password. */
export const PasswordStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitStart(canvasElement);
    await submitCode(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { name: 'Новый пароль' })).toHaveFocus(),
    );
  },
};

export const FinishPasswordInvalid = errorAt(
  'access/restore/finish',
  'password.invalid.error',
  'password',
);
export const FinishFlowLost = errorAt(
  'access/restore/finish',
  'action.not.started.error',
  'password',
);
export const FinishInvalidState = errorAt(
  'access/restore/finish',
  'invalid.state.error',
  'password',
);
