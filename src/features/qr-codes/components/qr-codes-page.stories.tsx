import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { QR_CODES_PATH } from '@/lib/routes';
import { withQrCodesFrame } from '../testing/decorators';
import { QrCodesPage } from './qr-codes-page';

/** The person's QR codes: personal ones first, then each team's, each with a small preview. */
const meta = {
  title: 'QR codes/List',
  component: QrCodesPage,
  decorators: [withQrCodesFrame],
  parameters: {
    layout: 'fullscreen',
    route: { url: QR_CODES_PATH },
    msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) },
  },
} satisfies Meta<typeof QrCodesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Anna: her personal code, her code in Cafe Pushkin and the team page's code she runs, each
 * with its opens and tips of the last 30 days; the one with most tips marked.
 */
export const PersonalAndTeam: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const team = await canvas.findByRole('region', { name: 'Cafe Pushkin' });
    await expect(within(team).getAllByRole('listitem')).toHaveLength(2);
    const personal = canvas.getByRole('region', { name: 'Личные' });
    await expect(await within(personal).findByText('Больше всего чаевых')).toBeVisible();
    await expect(await within(team).findByText('0 открытий, 0 платежей')).toBeVisible();
  },
};

/** The figures fail: the codes stay, each row says so. */
export const FiguresError: Story = {
  beforeEach: failing({ 'qrcode/statistic': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByText('Открытия и чаевые не загрузились'),
    ).toHaveLength(3);
  },
};

/** A person in no team (a join claimant): only the personal group, no filter. */
export const PersonalOnly: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: memberIds(65).user }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Личные' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Показать' })).toBeNull();
  },
};

/** One team picked in the filter. */
export const FilteredByTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Показать' }),
      'Cafe Pushkin',
    );
    await expect(canvas.queryByRole('region', { name: 'Личные' })).toBeNull();
  },
};

/** A person without a single code. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: storyHandlers({ signedInAs: DEMO.unfinishedBusiness }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'QR-кодов пока нет' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const LoadError: Story = {
  beforeEach: failing({ 'qrcode/list': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};

export const LoadNetworkError: Story = {
  beforeEach: failing({ 'qrcode/list': 'network' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
