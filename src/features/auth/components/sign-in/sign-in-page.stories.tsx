import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { sentCodes } from '@mocks/engine/one-time-codes';
import { handlers } from '@mocks/handlers';
import { MOCK_SETTINGS } from '@mocks/handlers/settings';
import type { ErrorCode } from '@mocks/scenarios/catalogue';
import { forceError, forceNetworkError } from '@mocks/scenarios/scenarios';
import { codeStepStory, errorShown, mockBackendMeta, submitCode } from '../../testing/flow-stories';
import { SignInPage } from './sign-in-page';

/**
 * Sign-in against the stateful mock backend (the one QA uses); every error is forced with the
 * same scenarios as `?mockError=<call>:<code>`. Demo account: demo@example.com / Demo1234.
 */
const meta = {
  title: 'Auth/Sign-in',
  component: SignInPage,
  ...mockBackendMeta('/auth/sign-in'),
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const phoneMode = [
  http.post('*/api/application/settings/info', () =>
    HttpResponse.json({ ...MOCK_SETTINGS, loginMode: 'PHONE' }),
  ),
  ...handlers,
];

async function submitStart(root: HTMLElement, password: string = DEMO.password) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Электронная почта/), DEMO.email);
  await userEvent.type(canvas.getByLabelText(/^Пароль/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
}

/** Through the start to the code step; then auth/finish answers `code` to the code typed. */
async function failCodeStep(root: HTMLElement, code: ErrorCode) {
  await submitStart(root);
  await within(root).findByRole('heading', { name: 'Введите код' });
  forceError('auth/finish', code, { once: true });
  await submitCode(root);
}

/** Through the start to the code step, where the code typed has expired. */
async function expireCode(root: HTMLElement) {
  await submitStart(root);
  forceError('auth/finish', 'otp.expired.error', { once: true });
  await submitCode(root);
}

/** auth/start answers `code`: the message shows on the first step, with the login kept. */
function startError(code: ErrorCode): Story {
  return {
    beforeEach: () => void forceError('auth/start', code),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await submitStart(canvasElement);
      await errorShown(canvasElement);
      await expect(canvas.getByLabelText(/^Электронная почта/)).toHaveValue(DEMO.email);
    },
  };
}

/** auth/finish answers `code` on the code step. */
function finishError(code: ErrorCode): Story {
  return {
    parameters: { screenshot: false },
    play: async ({ canvasElement }) => {
      await failCodeStep(canvasElement, code);
      await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    },
  };
}

/** The first step with the e-mail login (the settings' default). */
export const Start: Story = {};

/** loginMode PHONE: the kit's phone input instead of the e-mail. */
export const StartWithPhone: Story = { parameters: { msw: { handlers: phoneMode } } };

/** A session ended mid-use: sign-in says why and will bring the person back. */
export const SessionExpired: Story = {
  parameters: { route: { url: '/auth/sign-in?returnTo=%2Fcabinet%2Fteams&reason=expired' } },
};

/** Arrived with a team invite (teamInviteUuid): it opens after sign-in. */
export const WithInvite: Story = {
  parameters: {
    route: { url: '/auth/sign-in?teamInviteUuid=d0000000-0000-4000-8000-000000000001' },
  },
};

/** Nothing typed: every field says what it needs, focus on the first. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Электронная почта/)).toHaveFocus());
  },
};

/** A wrong password: bad.credentials.error under the password (the real backend answer). */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitStart(canvasElement, 'Wrong1234');
    const password = canvas.getByLabelText(/^Пароль/);
    await expect(await canvas.findByText('Неверный пароль.')).toBeInTheDocument();
    await expect(password).toHaveValue('Wrong1234');
  },
};

export const StartBlocked = startError('client.blocked.error');
export const StartEmailInvalid = startError('email.invalid.error');
export const StartSmsNotSent = startError('sms.not.send.error');
export const StartInvalidFormat = startError('field.invalid.format.error');
export const StartInvalidSession = startError('invalid.session.error');
export const StartGeneralError = startError('general.error');

/** phone.invalid.error in PHONE mode, under the phone. */
export const StartPhoneInvalid: Story = {
  parameters: { msw: { handlers: phoneMode } },
  beforeEach: () => void forceError('auth/start', 'phone.invalid.error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Номер телефона/), DEMO.phone);
    await userEvent.type(canvas.getByLabelText(/^Пароль/), DEMO.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(await canvas.findByText('Неверный номер телефона.')).toBeInTheDocument();
  },
};

/** No answer at all. */
export const StartOffline: Story = {
  beforeEach: () => void forceNetworkError('auth/start'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitStart(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Step OTP: the code went to the login; a new one after the countdown. */
export const CodeStep: Story = codeStepStory(submitStart);

/** A wrong code (the real backend answer), kept in the field to be corrected. */
export const WrongCode: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitStart(canvasElement);
    await canvas.findByRole('heading', { name: 'Введите код' });
    const wrong = sentCodes()[0]!.code === '0000' ? '1111' : '0000';
    await submitCode(canvasElement, wrong);
    await expect(await canvas.findByText('Неверный код подтверждения.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Код подтверждения/)).toHaveValue(wrong);
  },
};

/** The code expired: a new one can be asked for at once. */
export const CodeExpired: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expireCode(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Отправить код ещё раз' }),
    ).toBeVisible();
  },
};

/** Three wrong codes in a row, the way a person would type them. */
async function threeWrongCodes(root: HTMLElement) {
  const canvas = within(root);
  await submitStart(root);
  const field = await canvas.findByLabelText(/^Код подтверждения/);
  const wrong = sentCodes()[0]!.code === '0000' ? '1111' : '0000';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await userEvent.clear(field);
    await submitCode(root, wrong);
    if (attempt < 3) await canvas.findByText('Неверный код подтверждения.');
  }
}

/**
 * The third wrong code blocks the account for 10 minutes (the mock's block): the step says for
 * how long and holds the code and the buttons until then (the countdown moves: no picture;
 * UI/Code step shows it on a frozen clock).
 */
export const ThreeWrongCodes: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await threeWrongCodes(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Слишком много неверных кодов. Ваш аккаунт заблокирован на 10 минут.',
    );
    await expect(canvas.getByLabelText(/^Код подтверждения/)).toBeDisabled();
  },
};

/** Signing in again while blocked: the first step says for how long, not "session expired". */
export const StartWhileBlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await threeWrongCodes(canvasElement);
    await canvas.findByText(/Ваш аккаунт заблокирован/);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить данные' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Войти' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ваш аккаунт заблокирован на 10 минут.',
    );
  },
};

export const FinishBlocked = finishError('client.blocked.error');
export const FinishGeneralError = finishError('general.error');

/** The flow was lost (action.not.started.error): back to the first step, login kept. */
export const FlowLost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await failCodeStep(canvasElement, 'action.not.started.error');
    await expect(await canvas.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Электронная почта/)).toHaveValue(DEMO.email);
  },
};

/** invalid.state.error on the code step also starts over. */
export const FlowInvalidState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await failCodeStep(canvasElement, 'invalid.state.error');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Время сессии истекло. Начните заново.',
    );
  },
};

/** auth/newotp refused: no more codes, or the SMS could not be sent. */
function resendError(code: ErrorCode): Story {
  return {
    parameters: { screenshot: false },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expireCode(canvasElement);
      forceError('auth/newotp', code, { once: true });
      await userEvent.click(await canvas.findByRole('button', { name: 'Отправить код ещё раз' }));
      await expect(await canvas.findAllByRole('alert')).not.toHaveLength(0);
    },
  };
}

export const ResendNoMoreCodes = resendError('otp.no.more.new.codes.error');
export const ResendSmsNotSent = resendError('sms.not.send.error');
