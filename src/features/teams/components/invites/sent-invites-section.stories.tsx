import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { teamPageAs, teamPageMeta } from '../../testing/team-stories';
import { TeamPage } from '../team/team-page';

/**
 * A team's invites: by phone (as a member or, for the owner, an administrator), as a link
 * with its QR code, and every invite sent with its state.
 */
const meta = {
  title: 'Teams/Team/Invites',
  component: TeamPage,
  ...teamPageMeta('invites'),
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends the form "by phone" for a number typed without its +7. */
async function inviteByPhone(canvasElement: HTMLElement, digits: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Номер телефона/ }), digits);
  await userEvent.click(canvas.getByRole('button', { name: 'Отправить приглашение' }));
  return canvas;
}

/** Cafe Pushkin's invites: a phone, two open links, an expired one. */
export const AsOwner: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+7 700 000 0099')).toBeVisible();
    await expect(canvas.getByText('Истекло')).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: 'Администратор' })).toHaveLength(2);
  },
};

/** An administrator invites members only, and cancels member invites only. */
export const AsAdministrator: Story = {
  ...teamPageAs(memberIds(1).user, 'invites'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('+7 700 000 0099');
    await expect(canvas.queryByRole('radio', { name: 'Администратор' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Отменить приглашение/ })).toHaveLength(2);
  },
};

/** No invite sent yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/invite/list/push', () => HttpResponse.json({ list: [] })),
        ...storyHandlers({ signedInAs: DEMO.anna }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Вы ещё не отправляли приглашений',
      }),
    ).toBeVisible();
  },
};

/** A new link: its address to copy or send, and its QR code. */
export const LinkCreated: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Создать ссылку' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Ссылка-приглашение в Cafe Pushkin',
    });
    await expect(
      within(dialog).getByRole('img', { name: 'QR-код ссылки-приглашения' }),
    ).toBeVisible();
  },
  // The link holds a new invite's random uuid: its QR code differs every time.
  parameters: { screenshot: false },
};

/** Sent to a phone: it joins the list as waiting. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await inviteByPhone(canvasElement, '7000000077');
    await expect(
      await canvas.findByText('Приглашение отправлено на +7 700 000 0077.'),
    ).toBeVisible();
    await expect(await canvas.findByText('+7 700 000 0077')).toBeVisible();
  },
};

/** Someone who has asked to join: accept the request instead. */
export const ClaimExists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await inviteByPhone(canvasElement, memberIds(66).phone.slice(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('уже попросился в команду');
  },
};

/** A text message could not be sent (sms.not.send.error). */
export const NotSent: Story = {
  beforeEach: failing({ 'invite/send/member': 'sms.not.send.error' }),
  play: async ({ canvasElement }) => {
    const canvas = await inviteByPhone(canvasElement, '7000000077');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toBeVisible();
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const LoadError: Story = {
  beforeEach: failing({ 'invite/list/push': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
