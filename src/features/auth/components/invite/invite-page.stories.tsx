import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO, DEMO_INVITES, memberIds } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { InvitePage } from './invite-page';

const ROUTE = '/auth/invite/:inviteUuid';
const at = (invite: string, signedInAs?: string) => ({
  parameters: {
    layout: 'padded',
    route: { path: ROUTE, url: `/auth/invite/${invite}` },
    msw: { handlers: storyHandlers(signedInAs ? { signedInAs } : {}) },
  },
});

/**
 * The join link /auth/invite/:inviteUuid: the team first (team/invite/get, no session needed);
 * signed out, sign in or register with the invite kept; signed in, join after the member
 * agreement. Expired, used and unknown invites say so.
 */
const meta = {
  title: 'Auth/Invite link',
  component: InvitePage,
  ...at(DEMO_INVITES.pushkinMemberLink),
} satisfies Meta<typeof InvitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the team and who invited, then sign-in or registration. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Anna Petrova приглашает вас в команду Cafe Pushkin.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      `/auth/register?teamInviteUuid=${DEMO_INVITES.pushkinMemberLink}`,
    );
  },
};

/** Signed in: the member agreement, then join. */
export const SignedIn: Story = {
  ...at(DEMO_INVITES.pushkinMemberLink, DEMO.maria),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Вступить в Cafe Pushkin' }),
    ).toBeVisible();
  },
};

/** Join pressed without the agreement. */
export const AgreementMissing: Story = {
  ...at(DEMO_INVITES.pushkinMemberLink, DEMO.maria),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Вступить в Cafe Pushkin' }));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Чтобы вступить в команду, примите соглашение.',
    );
  },
};

/** An administrator invite. */
export const AdministratorInvite: Story = {
  ...at(DEMO_INVITES.pushkinAdminLink, memberIds(3).user),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Роль: администратор')).toBeVisible();
  },
};

/** Someone already in the team: the way to it. */
export const AlreadyInTeam: Story = {
  ...at(DEMO_INVITES.pushkinMemberLink, DEMO.anna),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Вы уже в команде Cafe Pushkin.'),
    ).toBeVisible();
  },
};

/** An invite sent to another phone: joining says so. */
export const NotYours: Story = {
  ...at(DEMO_INVITES.coffeePointToAnna, memberIds(3).user),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Вступить в Coffee Point' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('на другой номер телефона');
  },
};

export const Expired: Story = {
  ...at(DEMO_INVITES.pushkinExpiredLink),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Срок приглашения истёк/)).toBeVisible();
  },
};

export const Unknown: Story = {
  ...at('8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Мы не нашли это приглашение/),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  ...at(DEMO_INVITES.pushkinMemberLink),
  beforeEach: failing({ 'team/invite/get': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    route: { path: ROUTE, url: `/auth/invite/${DEMO_INVITES.pushkinMemberLink}` },
    msw: { handlers: storyHandlers({ pending: true }) },
  },
};
