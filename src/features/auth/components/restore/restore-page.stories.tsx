import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { resetStore } from '@mocks/db/store';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { handlers } from '@mocks/handlers';
import type { ErrorCode } from '@mocks/scenarios/catalogue';
import { clearScenarios, forceError } from '@mocks/scenarios/scenarios';
import { RestorePage } from './restore-page';

/** Password restore against the stateful mock backend; errors forced with the QA scenarios. */
const meta = {
  title: 'Auth/Password restore',
  component: RestorePage,
  parameters: { layout: 'padded', msw: { handlers }, route: { url: '/auth/restore' } },
  beforeEach: async () => {
    clearScenarios();
    await resetStore();
  },
} satisfies Meta<typeof RestorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitStart(root: HTMLElement, email: string = DEMO.email) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Электронная почта/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
}

async function submitCode(root: HTMLElement) {
  const canvas = within(root);
  const field = await canvas.findByLabelText(/^Код подтверждения/);
  await userEvent.type(field, sentCodes()[0]!.code);
  await userEvent.click(canvas.getByRole('button', { name: 'Подтвердить' }));
}

const shown = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[role="alert"], [aria-invalid="true"]')).not.toBeNull(),
  );

function errorAt(call: string, code: ErrorCode, reach: 'start' | 'code' | 'password'): Story {
  return {
    parameters: { screenshot: reach === 'code' ? false : undefined },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      if (reach === 'start') forceError(call, code, { once: true });
      await submitStart(canvasElement);
      if (reach !== 'start') {
        if (reach === 'code') forceError(call, code, { once: true });
        await submitCode(canvasElement);
      }
      if (reach === 'password') {
        forceError(call, code, { once: true });
        await userEvent.type(await canvas.findByLabelText(/^Новый пароль/), 'Fresh-2026');
        await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
      }
      await shown(canvasElement);
    },
  };
}

export const Start: Story = {};

/** An unknown login: the contract words it email.invalid.error (the real answer). */
export const UnknownLogin: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement, 'nobody@example.com');
    await shown(canvasElement);
  },
};

export const StartPhoneInvalid = errorAt('access/restore/start', 'phone.invalid.error', 'start');
export const StartBlocked = errorAt('access/restore/start', 'client.blocked.error', 'start');
export const StartSmsNotSent = errorAt('access/restore/start', 'sms.not.send.error', 'start');
export const StartGeneralError = errorAt('access/restore/start', 'general.error', 'start');

export const CodeStep: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitStart(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { name: 'Введите код' })).toHaveFocus(),
    );
  },
};

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
