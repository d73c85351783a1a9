import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import type { OrganizationStatisticDay } from '@/api/generated/model';
import { moneyFormatter, toMajorUnits } from '@/lib/money';
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
  const intl = useIntl();
  return (
    <div style={{ width: 640 }}>
      <OrdersDayChart
        days={days}
        formatMoney={(minor) => moneyFormatter(intl, 'KZT')(toMajorUnits(minor))}
      />
    </div>
  );
}

/**
 * The orders area's small chart of paid and refunded amounts by day: WAI-ARIA graphics roles,
 * one Tab stop with ← → / Home / End between days, a tooltip on hover and focus, and the same
 * figures as a table. To be folded into the shared chart of src/components/charts/.
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
    const chart = within(canvasElement).getByRole('graphics-document', {
      name: 'Оплаты и возвраты по дням',
    });
    await expect(within(chart).getAllByRole('graphics-symbol')).toHaveLength(30);
  },
};

/** Nothing paid or refunded in the period: flat, still labelled day by day. */
export const NothingInThePeriod: Story = {
  args: { days: daysOf(7, () => ({ ordersCount: 0, paidAmount: 0, refundedAmount: 0 })) },
};

/** A period of one day. */
export const OneDay: Story = {
  args: {
    days: daysOf(1, () => ({ ordersCount: 3, paidAmount: 120_000, refundedAmount: 20_000 })),
  },
};

/** The keyboard on a day: focus, the tooltip, and the name a screen reader reads. */
export const DayFocusedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const days = within(canvasElement).getAllByRole('graphics-symbol');
    await userEvent.tab();
    await userEvent.tab();
    await expect(days.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await expect(days[2]).toHaveFocus();
    await expect(days[2]).toHaveAccessibleName(
      /^3 ноября 2026 г\.: оплачено .*, возвращено .*, 4 заказа$/,
    );
    await expect(
      within(canvasElement).getByText('3 ноября 2026 г.', { selector: 'strong' }),
    ).toBeVisible();
  },
};

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать таблицей' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await expect(canvas.queryByRole('graphics-document')).not.toBeInTheDocument();
  },
};
