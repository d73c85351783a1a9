import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Notification } from '@/api/generated/model/notification';
import { KNOWN_TYPES } from '../lib/notification-types';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

const formatAmount = (minor: number) => `${(minor / 100).toLocaleString('ru-RU')} ₸`;

const sample = (type: string, processed = true): Notification =>
  ({
    uuid: `e0000000-0000-4000-8000-${String(KNOWN_TYPES.indexOf(type as never) + 100).padStart(12, '0')}`,
    type,
    createdDate: '2026-11-24T09:15:00Z',
    processed,
    teamUuid: 'b0000000-0000-4000-8000-000000000001',
    teamTitle: 'Cafe Pushkin',
    operationUuid: 'c9000000-0000-4000-8000-000000000001',
    amount: 250000,
    comment: 'Спасибо, всё было вкусно!',
  }) as Notification;

/**
 * One notification per type of spec section 3 (its icon, text and link), and a type this app
 * does not know, which shows a neutral text.
 */
const meta = {
  title: 'Notifications/Notification',
  component: NotificationItem,
  args: {
    notification: sample('qr.receipt', false),
    formatAmount,
    onAccept: () => undefined,
    accepting: false,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ul className={styles.items} style={{ maxWidth: 640 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New: marked, with "Mark as read". */
export const New: Story = {};

/** Every type, read. */
export const EveryType: Story = {
  render: (args) => (
    <>
      {KNOWN_TYPES.map((type) => (
        <NotificationItem key={type} {...args} notification={sample(type)} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(KNOWN_TYPES.length);
  },
};

/** A type from a newer server: a neutral text and the bell, never a crash. */
export const UnknownType: Story = {
  args: { notification: sample('team.renamed', false) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('У вас новое уведомление.')).toBeVisible();
  },
};

/** Accepting: the button waits. */
export const Accepting: Story = { args: { accepting: true } };
