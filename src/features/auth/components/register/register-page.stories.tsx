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
import { RegisterPage } from './register-page';

/** Registration against the stateful mock backend; errors forced with the QA scenarios. */
const meta = {
  title: 'Auth/Registration',
  component: RegisterPage,
  ...mockBackendMeta('/auth/register'),
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitStart(root: HTMLElement, email = 'new.person@example.com') {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Имя/), 'Айгерим');
  await userEvent.type(canvas.getByLabelText(/^Фамилия/), 'Садыкова');
  await userEvent.type(canvas.getByLabelText(/^Электронная почта/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
}

async function submitPassword(root: HTMLElement, password = 'Secret-42') {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Новый пароль/), password);
  await userEvent.click(
    canvas.getByRole('checkbox', { name: 'Я принимаю соглашение участника команды' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Завершить регистрацию' }));
}

const errorAt = errorAtStep({ submitStart, submitPassword });

/** Step Start: personal or business, the name and the login. */
export const Start: Story = {};

/** Names over 200 characters and an empty login are refused before sending. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Бизнес/ }));
    await userEvent.click(canvas.getByLabelText(/^Имя/));
    await userEvent.paste('А'.repeat(201));
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Имя/)).toHaveFocus());
  },
};

/** start/check: the e-mail is taken (the real answer for the demo account). */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement, DEMO.email);
    await errorShown(canvasElement);
  },
};

export const StartClientExists = errorAt(
  'registration/start/check',
  'client.already.exists.error',
  'start',
);
export const StartRegistrationBlocked = errorAt(
  'registration/start/personal',
  'client.registration.blocked.error',
  'start',
);
export const StartEmailInvalid = errorAt(
  'registration/start/personal',
  'email.invalid.error',
  'start',
);
export const StartPhoneInvalid = errorAt(
  'registration/start/personal',
  'phone.invalid.error',
  'start',
);
export const StartSmsNotSent = errorAt(
  'registration/start/personal',
  'sms.not.send.error',
  'start',
);
export const StartInvalidFormat = errorAt(
  'registration/start/personal',
  'field.invalid.format.error',
  'start',
);
export const StartGeneralError = errorAt('registration/start/personal', 'general.error', 'start');

/** Step OTP of registration. */
export const CodeStep: Story = codeStepStory(submitStart);

export const CodeWrong = errorAt('registration/check', 'invalid.attempt.error', 'code');
export const CodeExpired = errorAt('registration/check', 'otp.expired.error', 'code');
export const CodeFlowLost = errorAt('registration/check', 'action.not.started.error', 'code');

/** Step FINISH: the password with the section 5 rule and the strength meter. */
export const PasswordStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitStart(canvasElement);
    await submitCode(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Новый пароль/), 'Secret42');
  },
};

export const PasswordRefused = errorAt(
  'registration/password/validate',
  'password.invalid.error',
  'password',
);
export const FinishRegistrationBlocked = errorAt(
  'registration/finish',
  'client.registration.blocked.error',
  'password',
);
export const FinishClientExists = errorAt(
  'registration/finish',
  'client.already.exists.error',
  'password',
);
export const FinishFlowLost = errorAt(
  'registration/finish',
  'action.not.started.error',
  'password',
);
export const FinishInvalidState = errorAt('registration/finish', 'invalid.state.error', 'password');
