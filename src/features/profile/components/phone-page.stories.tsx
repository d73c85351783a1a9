import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
import { PROFILE_PATHS } from '@/lib/routes';
import {
  flowErrorStories,
  profileStoryMeta,
  submitCode,
  codeStepShown,
} from '../testing/profile-stories';
import { PhonePage } from './phone-page';

/**
 * Changing the phone: the new number → a code sent to it → the change. Played against the
 * stateful mock backend as Anna; every error the three calls can answer is forced once the
 * flow reaches the call (`?mockError=profile/change/phone/<call>:<code>` in a mock build).
 */
const meta = {
  title: 'Profile/Change phone',
  component: PhonePage,
  ...profileStoryMeta(PROFILE_PATHS.phone),
} satisfies Meta<typeof PhonePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PHONE = '7011112233';

async function submitStart(root: HTMLElement, digits = NEW_PHONE) {
  const canvas = within(root);
  await userEvent.type(await canvas.findByLabelText(/^Новый номер телефона/), digits);
  await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
}

const { startError, codeError, resendError, codeStep, blockedByWrongCodes } = flowErrorStories({
  calls: {
    start: 'profile/change/phone/start',
    finish: 'profile/change/phone/finish',
    resend: 'profile/change/phone/newotp',
  },
  flow: 'changePhone',
  login: 'phone',
  submitStart,
});

/** Step one: the new number, in the country's mask. */
export const Start: Story = { tags: ['phone-screenshot'] };

/** The number is checked in the browser first: too short, nothing is sent. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement, '70111');
    await expect(await within(canvasElement).findByText('Номер слишком короткий')).toBeVisible();
  },
};

/** The current number is no change. */
export const SameNumber: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement, '7000000001');
    await expect(
      await within(canvasElement).findByText('Это ваш текущий номер. Введите новый.'),
    ).toBeVisible();
  },
};

/** Step two: the code sent to the new number. */
export const CodeStep: Story = codeStep();

/** The whole flow: the right code changes the phone (the profile then shows it). */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await submitStart(canvasElement);
    await codeStepShown(canvasElement);
    await submitCode(canvasElement);
    await waitFor(() =>
      expect(db.users.findFirst((q) => q.where({ uuid: DEMO.anna }))?.phone).toBe('+77011112233'),
    );
  },
};

export const StartPhoneInvalid: Story = startError('phone.invalid.error');
export const StartPhoneTaken: Story = startError('client.already.exists.error');
export const StartSmsNotSent: Story = startError('sms.not.send.error');
export const StartFieldFormat: Story = startError('field.invalid.format.error');
/** A block without its time left (a forced answer carries none): the catalogue's words. */
export const StartBlocked: Story = startError('client.blocked.error');
export const StartNoSession: Story = startError('no.session.error');
export const StartInvalidSession: Story = startError('invalid.session.error');

export const CodeWrong: Story = codeError('invalid.attempt.error');
export const CodeExpired: Story = codeError('otp.expired.error');
/** The flow was lost: back to the number, with the phone change's own words. */
export const CodeFlowLost: Story = codeError('action.not.started.error');
export const CodeInvalidState: Story = codeError('invalid.state.error');
/** The third wrong code blocks the new number for 10 minutes. */
export const CodeBlocked: Story = blockedByWrongCodes(
  'Слишком много неверных кодов. Этот номер телефона заблокирован на 10 минут.',
);

export const ResendNoMoreCodes: Story = resendError('otp.no.more.new.codes.error');
export const ResendSmsNotSent: Story = resendError('sms.not.send.error');

/** User info on its way: the title stays, the card is a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};
