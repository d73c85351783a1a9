import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers } from '@mocks/scenarios/stories';
import { withQrCodesFrame } from '../testing/decorators';
import { QrCodeStatistic } from './qr-code-statistic';

/** A code's opens and tips over a period, and by the print they came from (its page's section). */
const meta = {
  title: 'QR codes/Detail/Opens and tips',
  component: QrCodeStatistic,
  decorators: [withQrCodesFrame],
  args: { uuid: DEMO.annaQrCode },
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna }) } },
} satisfies Meta<typeof QrCodeStatistic>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna's own code over the last 30 days: the figures, then each print's. */
export const Filled: Story = {
  tags: ['phone-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [total] = await canvas.findAllByText(/открыти[йея]?, \d+ платеж/);
    await expect(total).toBeVisible();
    await expect(canvas.getByText('Тейбл-тент')).toBeVisible();
    await expect(canvas.getByText('Неизвестно (ссылка или старая печать)')).toBeVisible();
  },
};

/** In Kazakh on a 360 px phone: the longest labels, each print's line within the card. */
export const KazakhPhone: Story = {
  globals: { locale: 'kz', viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [total] = await canvas.findAllByText(/\d+ ашылу, \d+ шайпұл/);
    await expect(total).toBeVisible();
    await expect(canvas.getByText('Үстел тенті')).toBeVisible();
    const unknown = canvas.getByText('Белгісіз (сілтеме немесе ескі басылым)');
    await expect(unknown.getBoundingClientRect().right).toBeLessThanOrEqual(360);
  },
};

/** All time: another period, other figures. */
export const AllTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Период' }), 'all');
    await expect(await canvas.findByText('Лист A4')).toBeVisible();
  },
};

/** The team page's code: nobody has opened it yet. */
export const NoOpensYet: Story = {
  args: { uuid: DEMO.teamQrCode },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/За этот период страницу ещё не открывали/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: storyHandlers({ signedInAs: DEMO.anna, pending: true }) } },
};

export const ServerError: Story = {
  beforeEach: failing({ 'qrcode/statistic': 503 }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Повторить' }),
    ).toBeVisible();
  },
};
