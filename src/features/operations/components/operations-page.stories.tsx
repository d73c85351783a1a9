import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { MEMBER_QR_CODES } from '@mocks/db/seed/qr-codes';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { OPERATIONS_PATH } from '@/lib/routes';
import { storyDay } from '@test/story-clock';
import { OperationsPage } from './operations-page';

/**
 * The operations history (/cabinet/operations), signed in as the demo account on a clock that
 * stands still (test/story-clock.ts: 24 November 2026), so days and sums are the same on every run.
 * Each story narrows the history to a few days: the list is virtualised, and a picture of the
 * whole page shows only what fits a screen of it.
 */
const meta = {
  title: 'Operations/History',
  component: OperationsPage,
  parameters: {
    layout: 'padded',
    route: { url: `${OPERATIONS_PATH}?from=${storyDay(6)}&to=${storyDay(0)}` },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof OperationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => within(root).findByRole('region', { name: 'Операции' });

/** A week of tips: several days, each with its sum; totals above. */
export const ManyDays: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement);
    const days = within(list).getAllByRole('heading', { level: 2 });
    await expect(days.length).toBeGreaterThan(2);
    await expect(days[0]).toHaveTextContent('Вчера');
  },
};

/** One day, yesterday: a tip whose amount is hidden and one paid as 10 % of the bill. */
export const OneDayHiddenAmountAndPercent: Story = {
  parameters: { route: { url: `${OPERATIONS_PATH}?from=${storyDay(1)}&to=${storyDay(1)}` } },
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement);
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(within(list).getByText('Сумма скрыта')).toBeVisible();
    await expect(within(list).getByText('10 % от счёта')).toBeVisible();
  },
};

/** A tip through a QR code since deleted. */
export const DeletedQrCode: Story = {
  parameters: { route: { url: `${OPERATIONS_PATH}?from=${storyDay(2)}&to=${storyDay(2)}` } },
  play: async ({ canvasElement }) => {
    await expect(within(await rows(canvasElement)).getByText('QR-код удалён')).toBeVisible();
  },
};

/** Cafe Pushkin's history: a tip of a member who has left the team. */
export const TeamHistoryMemberRemoved: Story = {
  parameters: {
    route: {
      url: `${OPERATIONS_PATH}?team=${DEMO.team}&from=${storyDay(2)}&to=${storyDay(2)}`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(await rows(canvasElement)).getByText('Участник удалён')).toBeVisible();
  },
};

/** Cafe Pushkin's history narrowed to one member (Anna): the field names her. */
export const TeamHistoryByMember: Story = {
  tags: ['phone-screenshot'],
  parameters: {
    route: { url: `${OPERATIONS_PATH}?team=${DEMO.team}&member=${MEMBER_QR_CODES.anna}` },
  },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(
      await within(canvasElement).findByRole('combobox', { name: 'Участник' }),
    ).toHaveValue('Anna Petrova');
    await expect(within(canvasElement).queryByText('Участник удалён')).toBeNull();
  },
};

/** A member without tips: nothing found, the field still names them. */
export const TeamHistoryByMemberNothingFound: Story = {
  parameters: {
    route: { url: `${OPERATIONS_PATH}?team=${DEMO.team}&member=${memberIds(4).qrCode}` },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    const field = canvas.getByRole('combobox', { name: 'Участник' });
    await waitFor(() => expect(field).not.toHaveValue(''));
  },
};

/** Narrowed to a QR code and a period: the totals follow the filter. */
export const FilteredByQrCode: Story = {
  parameters: {
    route: {
      url: `${OPERATIONS_PATH}?from=${storyDay(6)}&to=${storyDay(0)}&qr=${DEMO.annaQrCode}`,
    },
  },
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    await expect(
      await within(canvasElement).findByRole('option', { name: 'Anna Petrova', selected: true }),
    ).toBeInTheDocument();
  },
};

/** A period without tips. */
export const NothingFound: Story = {
  parameters: { route: { url: `${OPERATIONS_PATH}?from=2020-01-01&to=2020-01-31` } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Ничего не найдено' }),
    ).toBeVisible();
  },
};

/** Someone without tips at all. */
export const Empty: Story = {
  parameters: {
    route: { url: OPERATIONS_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.maria }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Чаевых пока нет' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

/** operation/list failed: the catalogue's words and a retry (the totals still show). */
export const ListError: Story = {
  beforeEach: failing({ 'operation/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

/** operation/aggregate failed: the totals say so and offer a retry, the list still shows. */
export const TotalsError: Story = {
  beforeEach: failing({ 'operation/aggregate': 'general.error' }),
  play: async ({ canvasElement }) => {
    await rows(canvasElement);
    const totals = within(canvasElement).getByRole('region', { name: 'Итоги' });
    await expect(await within(totals).findByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** A team the person is not in (a stale shared link): their own history, and a word why. */
export const TeamNotFound: Story = {
  parameters: { route: { url: `${OPERATIONS_PATH}?team=${DEMO.otherTeam}` } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Часть ссылки не подошла, поэтому показан вид по умолчанию.',
      ),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
