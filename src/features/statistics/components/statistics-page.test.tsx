import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { payTip } from '@mocks/test-utils';
import { forceError } from '@mocks/scenarios/scenarios';
import { QR_CODES_PATH, STATISTICS_PATH } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';
import { stubResizeObserver } from '@test/resize-observer';

setupAppTests();
beforeEach(() => stubResizeObserver(640));

const TEAM = `${STATISTICS_PATH}?team=${DEMO.team}`;
const FALLBACK = 'Part of the link could not be used, so the default view is shown.';

/** The bars of the chart titled `title`, as the keyboard and screen readers reach them. */
async function barsOf(title: string) {
  // The first render of a file loads the area's code through Vite: slow on a busy machine.
  const chart = await screen.findByRole('region', { name: title });
  await waitFor(() =>
    expect(within(chart).getAllByRole('graphics-symbol').length).toBeGreaterThan(0),
  );
  return within(chart).getAllByRole('graphics-symbol');
}

describe('personal statistics', () => {
  it('show the receipts and the average tip by day, with the year’s and all time’s sums', async () => {
    await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    expect(await barsOf('Tips received')).toHaveLength(30);
    expect(await barsOf('Average tip')).toHaveLength(30);
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Days', selected: true })).toBeVisible();
    expect(screen.getByText('Past year')).toBeVisible();
    expect(screen.getByText('All time')).toBeVisible();
    expect(screen.getByText('First tip')).toBeVisible();
    // Each bar is named by its day and amount, in the reader's language and currency.
    const [first] = await barsOf('Tips received');
    expect(first).toHaveAccessibleName(/^[A-Z][a-z]+ \d{1,2}, \d{4}: ₸[\d,.]+$/);
  });

  it('switch to weeks and months, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    await barsOf('Tips received');
    await user.click(screen.getByRole('tab', { name: 'Weeks' }));
    expect(router.state.location.search).toBe('?period=WEEK');
    const weeks = await barsOf('Tips received');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toHaveAccessibleName(/^Week \d{1,2} of \d{4} \(.+\): ₸/);
    await user.click(screen.getByRole('tab', { name: 'Months' }));
    expect(router.state.location.search).toBe('?period=MONTH');
    await waitFor(async () =>
      expect((await barsOf('Tips received')).at(-1)).toHaveAccessibleName(/^[A-Z][a-z]+ \d{4}: ₸/),
    );
  });

  it('show this month’s sum of the history in the table view', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${STATISTICS_PATH}?period=MONTH`, user: DEMO.anna });
    const chart = await screen.findByRole('region', { name: 'Tips received' });
    await barsOf('Tips received');
    await user.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const table = within(chart).getByRole('table', { name: 'Tips received' });
    const rows = within(table).getAllByRole('row');
    // A heading row and the 12 months, this month last, with the same amounts as the bars.
    expect(rows).toHaveLength(13);
    const thisMonth = new Date().toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent(thisMonth);
    expect(within(chart).queryAllByRole('graphics-symbol')).toHaveLength(0);
    await user.click(within(chart).getByRole('button', { name: 'Show as chart' }));
    expect(await barsOf('Tips received')).toHaveLength(12);
  });

  it('grow today’s bar when a tip is paid on the public page', async () => {
    const today = async () => {
      const bars = await barsOf('Tips received');
      return bars.at(-1)!.getAttribute('aria-label');
    };
    const first = await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const before = await today();
    first.unmount();
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 700 });
    await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const after = await today();
    const amount = (label: string | null) => Number(label?.split('₸')[1]?.replace(/,/g, ''));
    expect(amount(after) - amount(before)).toBe(7);
  });

  it('reach every bar with the keyboard, each announcing its label and amount in a tooltip', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${STATISTICS_PATH}?period=MONTH`, user: DEMO.anna });
    const bars = await barsOf('Tips received');
    // One Tab stop: the latest bar.
    expect(bars.filter((bar) => bar.getAttribute('tabindex') === '0')).toEqual([bars.at(-1)]);
    bars.at(-1)!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(bars.at(-2)).toHaveFocus();
    const [label, amount] = bars.at(-2)!.getAttribute('aria-label')!.split(': ');
    const tooltip = document.querySelector('.visx-tooltip');
    expect(tooltip).toHaveTextContent(`${label}${amount}`);
    await user.keyboard('{Home}');
    expect(bars[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(bars.at(-1)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(document.querySelector('.visx-tooltip')).toBeNull();
  });

  it('say there are no tips yet to someone who has none, without empty axes', async () => {
    await renderApp({ url: STATISTICS_PATH, user: memberIds(5).user });
    expect(await screen.findByRole('heading', { name: 'No tips yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My QR codes' })).toHaveAttribute(
      'href',
      QR_CODES_PATH,
    );
    expect(screen.queryByRole('graphics-document')).toBeNull();
  });

  it('offer a retry when the receipts fail', async () => {
    forceError('statistic/client', 'general.error', { once: true });
    const user = userEvent.setup();
    await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await barsOf('Tips received')).toHaveLength(30);
  });
});

describe('team statistics', () => {
  it('come from the team picker, and the period switch keeps the team', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const whose = await screen.findByRole('navigation', { name: 'Whose statistics' });
    expect(within(whose).getByRole('link', { name: 'Mine' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(whose).getByRole('link', { name: 'Cafe Pushkin' }));
    expect(router.state.location.search).toBe(`?team=${DEMO.team}`);
    expect(await screen.findByText('Cafe Pushkin · 65 members')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Months' }));
    expect(new URLSearchParams(router.state.location.search).get('team')).toBe(DEMO.team);
    expect(await barsOf('Tips received')).toHaveLength(12);
    expect(within(whose).getByRole('link', { name: 'Cafe Pushkin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(whose).getByRole('link', { name: 'Mine' }));
    expect(router.state.location.search).toBe('?period=MONTH');
  });

  it('rank the members by number of tips, or by amount', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: TEAM, user: DEMO.anna });
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(await within(members).findByText('65 members')).toBeVisible();
    const ranking = await within(members).findByRole('list');
    expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent(/Anna Petrova/);
    // In the seed only Anna's team code has tips: the others are summed up in one line.
    const without = within(members).getByText('64 members without tips in this period');
    await user.click(without);
    expect(within(members).getAllByRole('listitem').length).toBeGreaterThan(64);
    const order = within(members).getByRole('group', { name: 'Rank by' });
    expect(within(order).getByRole('button', { name: 'Number of tips' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(order).getByRole('button', { name: 'Amount' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('AMOUNT');
    expect(within(order).getByRole('button', { name: 'Amount' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(members).findByRole('list')).toBeVisible();
  });

  it('show a team with one member and no tips sensibly', async () => {
    await renderApp({
      url: `${STATISTICS_PATH}?team=${DEMO.otherTeam}`,
      user: DEMO.maria,
    });
    expect(await screen.findByRole('heading', { name: 'No tips yet' })).toBeVisible();
    expect(screen.getByText("The team's charts appear here after its first tip.")).toBeVisible();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(await within(members).findByText('1 member')).toBeVisible();
    expect(within(members).getByText('The team has one member so far.')).toBeVisible();
    expect(within(members).queryByRole('group', { name: 'Rank by' })).toBeNull();
  });

  it('show the person’s own for a team that is not theirs, and say so', async () => {
    const { router } = await renderApp({
      url: `${STATISTICS_PATH}?team=${DEMO.otherTeam}`,
      user: DEMO.anna,
    });
    expect(await barsOf('Tips received')).toHaveLength(30);
    expect(screen.getByText(FALLBACK)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull();
    const whose = screen.getByRole('navigation', { name: 'Whose statistics' });
    expect(within(whose).getByRole('link', { current: 'page' })).toHaveTextContent('Mine');
    // The next choice writes an address without the team it could not use.
    await userEvent.click(screen.getByRole('tab', { name: 'Weeks' }));
    expect(router.state.location.search).toBe('?period=WEEK');
    expect(screen.queryByText(FALLBACK)).toBeNull();
  });

  it('show the defaults for a period and a team that are no such thing, and say so', async () => {
    await renderApp({ url: `${STATISTICS_PATH}?period=-1&team=zzz`, user: DEMO.anna });
    expect(await barsOf('Tips received')).toHaveLength(30);
    expect(screen.getByRole('tab', { name: 'Days', selected: true })).toBeVisible();
    expect(screen.getByText(FALLBACK)).toBeVisible();
  });
});
