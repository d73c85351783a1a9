import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError } from '@mocks/scenarios/scenarios';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { NOTIFICATIONS_PATH } from '@/lib/routes';
import { NotificationsPage } from './notifications-page';

/**
 * Anna's notifications from the stateful mock backend: one of every type, 3 new, 17 in all
 * (15 a page). The clock stands still on 24 November 2026, so the seed's days and the
 * "Today"/"Yesterday" headings draw the same picture every run.
 */
const meta = {
  title: 'Notifications/Notifications',
  component: NotificationsPage,
  parameters: {
    layout: 'padded',
    route: { url: NOTIFICATIONS_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (root: HTMLElement) =>
  within(root).findByRole('region', { name: 'Все уведомления' });

/** The first page, grouped by day, the new ones marked. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    await expect(within(list).getByRole('heading', { name: 'Вчера' })).toBeVisible();
    await expect(within(list).getAllByText('Новое')).toHaveLength(3);
  },
};

/** The second page, asked for at the end of the list. */
export const AllPages: Story = {
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Показать более ранние' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(17));
  },
};

/** "Mark all as read": nothing is new any more, and the page says so. */
export const AllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отметить все прочитанными' }));
    await expect(await canvas.findByText('Все уведомления отмечены прочитанными.')).toBeVisible();
    await expect(canvas.queryAllByText('Новое')).toHaveLength(0);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Все уведомления' })).toHaveFocus(),
    );
  },
};

/** One marked as read: it loses its mark, focus stays on it. */
export const OneRead: Story = {
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    const [first] = within(list).getAllByRole('button', { name: 'Отметить прочитанным' });
    await userEvent.click(first!);
    await waitFor(() =>
      expect(within(list).getAllByRole('button', { name: 'Отметить прочитанным' })).toHaveLength(2),
    );
  },
};

export const MarkAllError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listOf(canvasElement);
    forceError('notification/accept/all', 'general.error', { once: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Отметить все прочитанными' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Что-то пошло не так...');
    await expect(canvas.getAllByText('Новое')).toHaveLength(3);
  },
};

export const MarkOneError: Story = {
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    forceError('notification/accept', 'general.error', { once: true });
    const [first] = within(list).getAllByRole('button', { name: 'Отметить прочитанным' });
    await userEvent.click(first!);
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** The next page failed: said under the list, with a retry. */
export const NextPageError: Story = {
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    forceError('notification/list', 'general.error', { once: true });
    await userEvent.click(within(list).getByRole('button', { name: 'Показать более ранние' }));
    const alert = await within(list).findByRole('alert');
    // Focus goes to the message, so a keyboard user hears it and Tab reaches the retry.
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(within(list).getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** Nobody has notified Maria of anything. */
export const Empty: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Уведомлений пока нет' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = {
  beforeEach: failing({ 'notification/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** A new tip arrives while the list is open elsewhere: the next visit shows it first. */
export const NewTipOnTop: Story = {
  beforeEach: async () => {
    await db.notifications.create({
      uuid: 'e0000000-0000-4000-8000-000000000099',
      userUuid: DEMO.anna,
      type: 'qr.receipt',
      createdDate: new Date(Date.now()).toISOString(),
      processed: false,
      amount: 150000,
    });
  },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(within(list).getByRole('heading', { name: 'Сегодня' })).toBeVisible();
  },
};

/**
 * A tip paid with a comment a moment ago: its receipt and its comment (the same operation) are
 * one entry, the amount and the comment together, new until read.
 */
export const TipWithComment: Story = {
  tags: ['phone-screenshot'],
  beforeEach: async () => {
    const tip = { userUuid: DEMO.anna, processed: false, operationUuid: DEMO.percentTip };
    const now = new Date(Date.now()).toISOString();
    await db.notifications.create({
      ...tip,
      uuid: 'e0000000-0000-4000-8000-000000000098',
      type: 'qr.receipt',
      createdDate: now,
      amount: 150000,
    });
    await db.notifications.create({
      ...tip,
      uuid: 'e0000000-0000-4000-8000-000000000099',
      type: 'qr.comment',
      createdDate: now,
      comment: 'Лучший кофе в городе!',
    });
  },
  play: async ({ canvasElement }) => {
    const today = within(await listOf(canvasElement)).getByRole('region', { name: 'Сегодня' });
    const entries = within(today).getAllByRole('listitem');
    await expect(entries).toHaveLength(1);
    // The amount in the settings' currency, once they are in.
    await waitFor(() =>
      expect(entries[0]).toHaveTextContent(
        'Вы получили чаевые: 1 500 ₸. Гость написал: «Лучший кофе в городе!»',
      ),
    );
  },
};
