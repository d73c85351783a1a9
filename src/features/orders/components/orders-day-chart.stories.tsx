import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { OrganizationStatisticDay } from '@/api/generated/model';
import { useFormatMinorUnits } from '@/components/ui/money/use-format-minor-units';
import { OrdersDayChart } from './orders-day-chart';

/** `count` days from 1 November 2026, with the figures `figures(index)` gives. */
function daysOf(
  count: number,
  figures: (index: number) => Omit<OrganizationStatisticDay, 'date'>,
): OrganizationStatisticDay[] {
  return Array.from({ length: count }, (_, index) => ({
    date: new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10),
    ...figures(index),
  }));
}

/** A month of a busy cafe: paid amounts every day, a refund now and then. */
const MONTH = daysOf(30, (index) => ({
  ordersCount: (index * 7) % 5,
  paidAmount: ((index * 7) % 5) * 150_000 + (index % 3) * 40_000,
  refundedAmount: index % 6 === 2 ? 50_000 + index * 1_000 : 0,
}));

function Chart({ days }: { days: OrganizationStatisticDay[] }) {
  const formatMoney = useFormatMinorUnits('KZT');
  return (
    <div style={{ width: 640 }}>
      <OrdersDayChart days={days} formatMoney={formatMoney} />
    </div>
  );
}

/** The days once the chart has measured its width and drawn them. */
async function drawnDays(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('graphics-symbol').length).toBeGreaterThan(0));
  return canvas.getAllByRole('graphics-symbol');
}

/**
 * The orders area's chart of paid and refunded amounts by day, drawn by the shared bar chart
 * (src/components/charts/) with two series: a legend, each day announced with its orders
 * count, one Tab stop with ← → / Home / End between days, a tooltip on hover and focus, and
 * the same figures as a table.
 */
const meta = {
  title: 'Orders/Day chart',
  component: Chart,
  args: { days: MONTH },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvasElement }) => {
    await expect(await drawnDays(canvasElement)).toHaveLength(30);
    await expect(
      within(canvasElement).getByRole('graphics-document', { name: 'Оплаты и возвраты по дням' }),
    ).toBeVisible();
  },
};

/** Nothing paid or refunded in the period: said in words, not as empty axes. */
export const NothingInThePeriod: Story = {
  args: { days: daysOf(7, () => ({ ordersCount: 0, paidAmount: 0, refundedAmount: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('За этот период ничего не оплачено и не возвращено'),
    ).toBeVisible();
  },
};

/** A period of one day. */
export const OneDay: Story = {
  args: {
    days: daysOf(1, () => ({ ordersCount: 3, paidAmount: 120_000, refundedAmount: 20_000 })),
  },
  play: async ({ canvasElement }) => {
    await expect(await drawnDays(canvasElement)).toHaveLength(1);
  },
};

/** The keyboard on a day: focus, the tooltip, and the name a screen reader reads. */
export const DayFocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const days = await drawnDays(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(days.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await expect(days[2]).toHaveFocus();
    await expect(days[2]).toHaveAccessibleName(
      /^3 ноября 2026 г\.: оплачено .*, возвращено .*, 4 заказа$/,
    );
    await expect(
      within(canvasElement).getByText(/^оплачено .*, возвращено .*, 4 заказа$/),
    ).toBeVisible();
  },
};

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnDays(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать таблицей' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'День',
      'Оплачено',
      'Возвращено',
    ]);
    await expect(canvas.queryByRole('graphics-document')).not.toBeInTheDocument();
  },
};
