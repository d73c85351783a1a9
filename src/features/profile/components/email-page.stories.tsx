import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError } from '@mocks/scenarios/scenarios';
import { storyHandlers } from '@mocks/scenarios/stories';
import { PROFILE_PATHS } from '@/lib/routes';
import {
  catalogueText,
  codeStepShown,
  errorShown,
  flowErrorStories,
  profileStoryMeta,
  submitCode,
} from '../testing/profile-stories';
import { EmailPage } from './email-page';

/**
 * The e-mail: changed with a code sent to the new address, or (an account without one) added
 * with profile/update/email. Every error of the calls is forced once the flow reaches it.
 */
const meta = {
  title: 'Profile/Change e-mail',
  component: EmailPage,
  ...profileStoryMeta(PROFILE_PATHS.email),
} satisfies Meta<typeof EmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_EMAIL = 'anna.new@example.com';

async function submitStart(root: HTMLElement, email = NEW_EMAIL) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Новый адрес электронной почты/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
}

const { startError, codeError, resendError, codeStep } = flowErrorStories({
  calls: {
    start: 'profile/change/email/start',
    finish: 'profile/change/email/finish',
    resend: 'profile/change/email/newotp',
  },
  flow: 'changeEmail',
  login: 'email',
  submitStart,
});

export const Start: Story = { tags: ['phone-screenshot'] };

/** Checked in the browser first. */
export const NotAnAddress: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement, 'anna@');
    await expect(
      await within(canvasElement).findByText('Введите адрес в виде name@example.com.'),
    ).toBeVisible();
  },
};

export const CodeStep: Story = codeStep();

/** The whole flow: the right code changes the address. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement);
    await codeStepShown(canvasElement);
    await submitCode(canvasElement);
    await waitFor(() =>
      expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))?.email).toBe(NEW_EMAIL),
    );
  },
};

export const StartEmailInvalid: Story = startError('email.invalid.error');
export const StartEmailTaken: Story = startError('email.already.exists.error');
/** The code could not be sent: worded for an e-mail. */
export const StartNotSent: Story = startError('sms.not.send.error');
export const StartFieldFormat: Story = startError('field.invalid.format.error');
/** A block without its time left (a forced answer carries none): the catalogue's words. */
export const StartBlocked: Story = startError('client.blocked.error');

export const CodeWrong: Story = codeError('invalid.attempt.error');
export const CodeExpired: Story = codeError('otp.expired.error');
export const CodeFlowLost: Story = codeError('action.not.started.error');
export const CodeInvalidState: Story = codeError('invalid.state.error');

export const ResendNoMoreCodes: Story = resendError('otp.no.more.new.codes.error');

const ivan = {
  ...profileStoryMeta(PROFILE_PATHS.email, DEMO.ivan).parameters,
};

/** An account without an e-mail adds its first one, no code (profile/update/email). */
export const AddFirst: Story = { parameters: ivan };

export const AddedFirst: Story = {
  parameters: ivan,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Электронная почта/), 'ivan@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(db.users.findFirst((q) => q.where({ uuid: DEMO.ivan }))?.email).toBe(
        'ivan@example.com',
      ),
    );
  },
};

/** update/email's own errors: the address is taken, or the account has one by now. */
function addError(code: 'email.already.exists.error' | 'invalid.state.error'): Story {
  return {
    parameters: ivan,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      forceError('profile/update/email', code, { once: true });
      await userEvent.type(await canvas.findByLabelText(/^Электронная почта/), 'ivan@example.com');
      await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
      await errorShown(canvasElement, catalogueText(code, 'changeEmail', 'email'));
    },
  };
}
export const AddTaken: Story = addError('email.already.exists.error');
export const AddAlreadyHasOne: Story = addError('invalid.state.error');

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};
