import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/components/ui/test-utils';
import { stubResizeObserver } from '@test/resize-observer';
import { BarChart, type BarChartDatum } from './bar-chart';

beforeEach(() => stubResizeObserver(480));

const bar = (day: number, value: number): BarChartDatum => ({
  key: `2026-11-${day}`,
  axisLabel: `${day}.11`,
  label: `${day} November 2026`,
  value,
  valueText: `${value} ₸`,
});

const labels = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  categoryHeader: 'Day',
  valueHeader: 'Amount',
};

function renderChart(data: BarChartDatum[]) {
  return renderUi(
    <BarChart
      title="Tips received"
      description="Three days of tips."
      data={data}
      formatTick={(value) => `${value} ₸`}
      labels={labels}
      emptyMessage="No tips in this period"
    />,
    { locale: 'en' },
  );
}

/** Two series: each day's paid bar (`value`) and refunded bar (`more`). */
function renderPaidAndRefunded(data: BarChartDatum[]) {
  return renderUi(
    <BarChart
      title="Paid and refunded"
      description="Paid and refunded by day."
      data={data}
      series={['Paid', 'Refunded']}
      formatTick={(value) => `${value} ₸`}
      labels={labels}
      emptyMessage="Nothing in this period"
    />,
    { locale: 'en' },
  );
}

describe('BarChart', () => {
  it('is a titled, described drawing whose bars announce their label and amount', async () => {
    renderChart([bar(19, 100), bar(20, 0), bar(21, 250)]);
    const drawing = await screen.findByRole('graphics-document', { name: 'Tips received' });
    expect(drawing).toHaveAccessibleDescription('Three days of tips.');
    expect(
      within(drawing)
        .getAllByRole('graphics-symbol')
        .map((each) => each.getAttribute('aria-label')),
    ).toEqual(['19 November 2026: 100 ₸', '20 November 2026: 0 ₸', '21 November 2026: 250 ₸']);
  });

  it('is one Tab stop (the latest bar); the arrows move between bars and show the tooltip', async () => {
    const user = userEvent.setup();
    renderChart([bar(19, 100), bar(20, 0), bar(21, 250)]);
    const bars = await screen.findAllByRole('graphics-symbol');
    await user.tab(); // the table toggle
    await user.tab();
    expect(bars[2]).toHaveFocus();
    expect(screen.getByText('21 November 2026')).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(bars[1]).toHaveFocus();
    // An empty day is reachable too, and says so.
    expect(screen.getByText('0 ₸', { selector: 'strong' })).toBeVisible();
    await user.tab();
    expect(screen.queryByText('20 November 2026')).toBeNull();
  });

  it('shows the tooltip under the pointer', async () => {
    const user = userEvent.setup();
    renderChart([bar(19, 100), bar(20, 0), bar(21, 250)]);
    const bars = await screen.findAllByRole('graphics-symbol');
    await user.hover(bars[0]!);
    expect(screen.getByText('19 November 2026')).toBeVisible();
    await user.unhover(bars[0]!);
    expect(screen.queryByText('19 November 2026')).toBeNull();
  });

  it('shows the same data as a table, and back', async () => {
    const user = userEvent.setup();
    renderChart([bar(19, 100), bar(20, 0), bar(21, 250)]);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Tips received' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Amount']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['19 November 2026100 ₸', '20 November 20260 ₸', '21 November 2026250 ₸']);
    expect(screen.queryByRole('graphics-document')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(await screen.findByRole('graphics-document')).toBeInTheDocument();
  });

  it('says so instead of drawing empty axes when no bar is above 0', () => {
    renderChart([bar(19, 0), bar(20, 0)]);
    expect(screen.getByText('No tips in this period')).toBeVisible();
    expect(screen.queryByRole('graphics-document')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws several series side by side, with a legend, a summary per bar and a column each', async () => {
    const user = userEvent.setup();
    const day = (date: number, paid: number, refunded: number): BarChartDatum => ({
      ...bar(date, paid),
      more: [{ value: refunded, valueText: `${refunded} ₸` }],
      summary: `paid ${paid} ₸, refunded ${refunded} ₸`,
    });
    renderPaidAndRefunded([day(20, 0, 0), day(21, 250, 40)]);
    const drawing = await screen.findByRole('graphics-document', { name: 'Paid and refunded' });
    const days = within(drawing).getAllByRole('graphics-symbol');
    expect(days.map((each) => each.getAttribute('aria-label'))).toEqual([
      '20 November 2026: paid 0 ₸, refunded 0 ₸',
      '21 November 2026: paid 250 ₸, refunded 40 ₸',
    ]);
    expect(drawing.querySelectorAll('[data-series="1"]')).toHaveLength(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Paid',
      'Refunded',
    ]);
    await user.hover(days[1]!);
    expect(screen.getByText('paid 250 ₸, refunded 40 ₸')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Paid and refunded' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Paid', 'Refunded']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['0 ₸', '0 ₸'],
      ['250 ₸', '40 ₸'],
    ]);
  });

  it('draws a chart when only a later series has a value above 0', async () => {
    renderPaidAndRefunded([{ ...bar(21, 0), more: [{ value: 40, valueText: '40 ₸' }] }]);
    expect(await screen.findByRole('graphics-document')).toBeInTheDocument();
    expect(screen.queryByText('Nothing in this period')).toBeNull();
  });
});
