import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarChart } from './bar-chart';
import type { BarChartDatum } from './types';

const money = (value: number) => `${value.toLocaleString('en-US')} ₸`;
const days: BarChartDatum[] = [
  3200, 0, 4100, 8800, 5600, 12400, 7300, 0, 2500, 9900, 6100, 4400, 15200, 8000,
].map((value, index) => ({
  key: `2026-11-${String(index + 8).padStart(2, '0')}`,
  axisLabel: `${index + 8}.11`,
  label: `${index + 8} November 2026`,
  value,
  valueText: money(value),
}));

/**
 * The shared accessible bar chart (src/components/charts/): a titled, described drawing whose
 * bars the keyboard reaches, a tooltip on hover and focus, and a table of the same data. It
 * takes all its words from the caller.
 */
const meta = {
  title: 'Charts/Bar chart',
  component: BarChart,
  parameters: { layout: 'padded' },
  args: {
    title: 'Tips received',
    description: 'By day, 8–21 November 2026: 87,500 ₸ in total; the most: 21 November, 15,200 ₸.',
    data: days,
    formatTick: (value: number) => `${value / 1000}K ₸`,
    labels: {
      showTable: 'Show as table',
      showChart: 'Show as chart',
      categoryHeader: 'Day',
      valueHeader: 'Amount',
    },
    emptyMessage: 'No tips in this period',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

async function bars(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('graphics-symbol').length).toBeGreaterThan(0));
  return canvas.getAllByRole('graphics-symbol');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawn = await bars(canvasElement);
    await expect(drawn).toHaveLength(14);
    await expect(drawn.at(-1)).toHaveAccessibleName('21 November 2026: 8,000 ₸');
    await expect(within(canvasElement).getByRole('graphics-document')).toHaveAccessibleName(
      'Tips received',
    );
  },
};

/** On a phone: the same bars, fewer labels under them. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await bars(canvasElement)).toHaveLength(14);
  },
};

/** Focus moved with the arrow keys: a ring around the column and its tooltip. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const drawn = await bars(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(drawn.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(drawn.at(-3)).toHaveFocus();
    await expect(within(canvasElement).getByText('19 November 2026')).toBeVisible();
  },
};

/** The pointer over a bar shows the same tooltip. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const drawn = await bars(canvasElement);
    await userEvent.hover(drawn[5]!);
    await expect(within(canvasElement).getByText('13 November 2026')).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await bars(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'Tips received' });
    await expect(within(table).getAllByRole('row')).toHaveLength(15);
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
  },
};

/** No bar above 0: a word instead of an empty axis, and no table toggle. */
export const Empty: Story = {
  args: { data: days.map((day) => ({ ...day, value: 0, valueText: money(0) })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tips in this period')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Two series side by side (payments and refunds by day): a legend, and a summary per day. */
export const TwoSeries: Story = {
  args: {
    title: 'Paid and refunded',
    description: 'By day, 8–21 November 2026.',
    series: ['Paid', 'Refunded'],
    data: days.map((day, index) => {
      const refunded = index % 4 === 1 ? Math.round(day.value / 3) : 0;
      return {
        ...day,
        more: [{ value: refunded, valueText: money(refunded) }],
        summary: `paid ${day.valueText}, refunded ${money(refunded)}`,
      };
    }),
  },
  play: async ({ canvasElement }) => {
    const drawn = await bars(canvasElement);
    await userEvent.hover(drawn[5]!);
    await expect(drawn[5]).toHaveAccessibleName(
      '13 November 2026: paid 12,400 ₸, refunded 4,133 ₸',
    );
    await expect(within(canvasElement).getByText('paid 12,400 ₸, refunded 4,133 ₸')).toBeVisible();
  },
};
