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
import { DeletePage } from './delete-page';

/**
 * Deleting the account: what is lost, a tick, a code to the account, then the deletion (the
 * app then leaves for the goodbye screen). Errors take the catalogue's `delete` wording.
 */
const meta = {
  title: 'Profile/Delete account',
  component: DeletePage,
  ...profileStoryMeta(PROFILE_PATHS.delete),
} satisfies Meta<typeof DeletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitStart(root: HTMLElement, tick = true) {
  const canvas = within(root);
  if (tick) await userEvent.click(await canvas.findByRole('checkbox'));
  await userEvent.click(await canvas.findByRole('button', { name: 'Удалить мой аккаунт' }));
}

const { startError, codeError, resendError, codeStep, blockedByWrongCodes } = flowErrorStories({
  calls: {
    start: 'profile/delete/start',
    finish: 'profile/delete/finish',
    resend: 'profile/delete/newotp',
  },
  flow: 'delete',
  login: 'email',
  submitStart,
});

/** The warning: the balance, QR codes, history, teams and cards that go. */
export const Warning: Story = { tags: ['phone-screenshot'] };

/** Nothing is sent before the tick. */
export const NotConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement, false);
    await expect(
      await within(canvasElement).findByText('Отметьте, что вы понимаете последствия.'),
    ).toBeVisible();
  },
};

/** An account with no balance and no e-mail: the code goes to the phone. */
export const WithoutBalance: Story = {
  parameters: profileStoryMeta(PROFILE_PATHS.delete, DEMO.ivan).parameters,
};

export const CodeStep: Story = codeStep();

/** The right code deletes the account (the app then says goodbye). */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement);
    await codeStepShown(canvasElement);
    await submitCode(canvasElement);
    await waitFor(() =>
      expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))).toBeUndefined(),
    );
  },
};

export const StartNotSent: Story = startError('sms.not.send.error');
/** A block without its time left (a forced answer carries none): the catalogue's words. */
export const StartBlocked: Story = startError('client.blocked.error');

export const CodeWrong: Story = codeError('invalid.attempt.error');
export const CodeExpired: Story = codeError('otp.expired.error');
/** Spec section 8: action.not.started.error has a `delete` variant, "restart deletion". */
export const CodeFlowLost: Story = codeError('action.not.started.error');
export const CodeInvalidState: Story = codeError('invalid.state.error');
/** The third wrong code blocks the account itself for 10 minutes. */
export const CodeBlocked: Story = blockedByWrongCodes(
  'Слишком много неверных кодов. Ваш аккаунт заблокирован на 10 минут.',
);

export const ResendNoMoreCodes: Story = resendError('otp.no.more.new.codes.error');

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};
