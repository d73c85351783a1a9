import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError } from '@mocks/scenarios/scenarios';
import { listOrders, refundOrderPart } from '@/api/generated/order/order';
import type { Order } from '@/api/generated/model';
import { parseCsv } from '@/lib/csv';
import { ORDERS_PATH, organizationPath } from '@/lib/routes';
import { fileSaver } from '@/lib/save-file';
import { renderApp, setupAppTests } from '@test/app';
import { stubResizeObserver } from '@test/resize-observer';
import { currentMonth } from '../lib/period';

setupAppTests();
// The statistics' chart measures its width (the shared bar chart).
beforeEach(() => stubResizeObserver(640));

const PUSHKIN = organizationPath(DEMO.pushkinLlp);
const DAY_MS = 24 * 60 * 60 * 1000;
/** An ISO day as the chart names it in English ("March 2, 2026"). */
const longDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function allPushkinOrders(): Promise<Order[]> {
  return (
    await listOrders({ organizationUuid: DEMO.pushkinLlp, nextPage: { page: 0, count: 100 } })
  ).list;
}

const figure = (term: string) =>
  within(
    within(screen.getByRole('region', { name: 'Statistics' }))
      .getByText(term, { selector: 'dt' })
      .closest('div')!,
  ).getByRole('definition');

const orderRows = () =>
  within(screen.getByRole('region', { name: 'Orders' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith(`${PUSHKIN}/`));

describe(ORDERS_PATH, () => {
  it('opens a person’s only organisation straight away', async () => {
    const { router } = await renderApp({ url: ORDERS_PATH, user: DEMO.anna });
    // The first test of the file waits for the area's code to load through Vite (and visx).
    expect(await screen.findByRole('heading', { level: 1, name: 'Pushkin LLP' })).toBeVisible();
    expect(router.state.location.pathname).toBe(PUSHKIN);
    expect(screen.getByText('INN 123456789012 · merchant login cafe-pushkin')).toBeVisible();
    // One organisation: no way back to a list of one.
    expect(screen.queryByRole('link', { name: 'All organisations' })).not.toBeInTheDocument();
  });

  it('lists several organisations with name, INN and merchant login', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: ORDERS_PATH, user: DEMO.maria });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const links = await screen.findAllByRole('link', { name: /Coffee Point/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Coffee Point ExpressINN 210987654322merchant login coffee-point-express',
      'Coffee Point LLPINN 210987654321merchant login coffee-point',
    ]);
    await user.click(links[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coffee Point Express' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'All organisations' }));
    expect(router.state.location.pathname).toBe(ORDERS_PATH);
  });

  it('says so when there is no organisation', async () => {
    await renderApp({ url: ORDERS_PATH, user: DEMO.ivan });
    expect(await screen.findByRole('heading', { name: 'No organisations yet' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
});

describe('an organisation', () => {
  it('shows its details', async () => {
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Almaty, Abay ave 1')).toBeVisible();
    expect(within(details).getByText('+7 7272 00 00 01')).toBeVisible();
    expect(within(details).getByText('office@pushkin.kz')).toBeVisible();
    expect(within(details).getByText('KZT')).toBeVisible();
  });

  it('shows this month’s statistics by default, and another period kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: PUSHKIN, user: DEMO.anna });
    const month = currentMonth();
    const orders = (await allPushkinOrders()).filter(
      (order) => order.createdDate.slice(0, 10) >= month.from,
    );
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(String(orders.length)));

    const region = screen.getByRole('region', { name: 'Statistics' });
    // The fields hold the period shown (this month) until changed.
    const start = within(region).getByLabelText(/^Period start/);
    expect(start).toHaveValue(month.from.split('-').reverse().join('.'));
    await user.clear(start);
    await user.type(start, '01.01.2020');
    const end = within(region).getByLabelText(/^Period end/);
    await user.clear(end);
    await user.type(end, '31.12.2020');
    await user.click(within(region).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2020-01-01&to=2020-12-31'),
    );
    await waitFor(() => expect(figure('Orders')).toHaveTextContent(/^0$/));
    expect(within(region).getByText(/^From .*2020 to .*2020$/)).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('refuses a period that runs backwards or is longer than 366 days', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: PUSHKIN, user: DEMO.anna });
    const region = await screen.findByRole('region', { name: 'Statistics' });
    const start = within(region).getByLabelText(/^Period start/);
    const end = within(region).getByLabelText(/^Period end/);
    await user.clear(start);
    await user.type(start, '02.02.2026');
    await user.clear(end);
    await user.type(end, '01.02.2026');
    await user.click(within(region).getByRole('button', { name: 'Show' }));
    expect(
      await within(region).findByText('The end of the period is before its start.'),
    ).toBeVisible();
    await user.clear(start);
    await user.type(start, '01.01.2024');
    await user.click(within(region).getByRole('button', { name: 'Show' }));
    expect(await within(region).findByText('A period can be at most 366 days long.')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('draws the days as a chart whose days are reached by keyboard, or as a table', async () => {
    const user = userEvent.setup();
    // The day before yesterday to today: yesterday holds the seed's paid order of 500.
    const [from, yesterday, to] = [2, 1, 0].map((daysAgo) =>
      new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10),
    ) as [string, string, string];
    await renderApp({ url: `${PUSHKIN}?from=${from}&to=${to}`, user: DEMO.anna });
    const chart = await screen.findByRole('graphics-document', {
      name: 'Paid and refunded by day',
    });
    expect(chart).toHaveAccessibleDescription(
      `3 days from ${longDay(from)} to ${longDay(to)}: the amount paid and the amount refunded each day. Use the left and right arrow keys to move between days.`,
    );
    const days = within(chart).getAllByRole('graphics-symbol');
    expect(days.map((day) => day.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    expect(days[1]).toHaveAccessibleName(
      new RegExp(`^${longDay(yesterday)}: paid ₸[\\d,.]+, refunded ₸[\\d,.]+, \\d+ orders?$`),
    );

    days[2]!.focus();
    await user.keyboard('{Home}');
    expect(days[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(days[1]).toHaveFocus();
    expect(days[1]).toHaveAttribute('tabindex', '0');

    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Paid and refunded by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: longDay(yesterday) })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show as chart' }));
    // Drawn again once the plot has measured its width.
    expect(await screen.findByRole('graphics-document')).toBeVisible();
  });

  it('counts a refund in the statistics without a reload', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { queryClient } = await renderApp({
      url: `${PUSHKIN}?from=${today}&to=${today}`,
      user: DEMO.anna,
    });
    await waitFor(() => expect(figure('Refunded')).toHaveTextContent(/^₸\s?0$/));
    await refundOrderPart(
      { orderId: DEMO.paidOrder, amount: 12_300 },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    // What the refund dialog does after a refund (api/orders.ts).
    const { refreshAfterOrderChange } = await import('../api/orders');
    await refreshAfterOrderChange(queryClient, DEMO.paidOrder);
    await waitFor(() => expect(figure('Refunded')).toHaveTextContent(/^₸\s?123$/));
  });

  it('keeps its heading when the organisation cannot be loaded', async () => {
    forceError('organization/details', 'general.error');
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the orders of an organisation', () => {
  it('lists them newest first, 15 at a time', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    await waitFor(() => expect(orderRows()).toHaveLength(15));
    const first = orderRows()[0]!;
    expect(first).toHaveTextContent('Order 1001');
    expect(first).toHaveTextContent(DEMO.paidOrder);
    expect(first).toHaveTextContent('₸500');
    expect(first).toHaveTextContent('Paid');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(orderRows()).toHaveLength(30));
    // A full page may have more after it (spec section 4): one more ask finds none.
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument(),
    );
    expect(orderRows()).toHaveLength(30);
  });

  it('filters by status, days and part of the id, kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: PUSHKIN, user: DEMO.anna });
    const all = await allPushkinOrders();
    const filters = () => screen.getByRole('search', { name: 'Order filters' });
    await screen.findByRole('search', { name: 'Order filters' });
    await user.selectOptions(within(filters()).getByLabelText('Status'), 'Refunded');
    await user.click(within(filters()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=REFUNDED'));
    const refunded = all.filter((order) => order.status === 'REFUNDED');
    await waitFor(() => expect(orderRows()).toHaveLength(refunded.length));

    await user.click(within(filters()).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));

    const search = within(filters()).getByLabelText(/^Order id/);
    await user.type(search, `${DEMO.partlyRefundedOrder.slice(-12)}{Enter}`);
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?search=${DEMO.partlyRefundedOrder.slice(-12)}`),
    );
    await waitFor(() => expect(orderRows()).toHaveLength(1));
    expect(orderRows()[0]).toHaveTextContent('Order 1002');
  });

  it('says when no order matches, and the filters come from the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({
      url: `${PUSHKIN}?status=PAID&createdFrom=2020-01-01&createdTo=2020-01-31`,
      user: DEMO.anna,
    });
    expect(
      await screen.findByRole('heading', { name: 'No orders match the filters' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Status')).toHaveValue('PAID');
    expect(screen.getByLabelText(/^Created from/)).toHaveValue('01.01.2020');
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(orderRows()).toHaveLength(15));
  });

  it('exports every order the filters let through as CSV with a BOM', async () => {
    const user = userEvent.setup();
    const saved: Array<{ name: string; blob: Blob }> = [];
    vi.spyOn(fileSaver, 'save').mockImplementation((name, blob) => void saved.push({ name, blob }));
    await renderApp({ url: `${PUSHKIN}?status=PARTIALLY_REFUNDED`, user: DEMO.anna });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^orders-cafe-pushkin-\d{4}-\d{2}-\d{2}\.csv$/);

    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header).toEqual([
      'Order id',
      'Description',
      'Created (UTC)',
      'Amount',
      'Refunded',
      'Can still be refunded',
      'Currency',
      'Status',
    ]);
    const partly = (await allPushkinOrders()).filter(
      (order) => order.status === 'PARTIALLY_REFUNDED',
    );
    expect(rows).toHaveLength(partly.length);
    expect(rows).toContainEqual([
      DEMO.partlyRefundedOrder,
      'Order 1002',
      partly.find((order) => order.orderId === DEMO.partlyRefundedOrder)!.createdDate,
      '1200.00',
      '300.00',
      '900.00',
      'KZT',
      'PARTIALLY_REFUNDED',
    ]);
  });

  it('toasts the catalogue message when the export fails', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(orderRows()).toHaveLength(15));
    forceError('order/list', 'general.error', { once: true });
    await user.click(exportButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong...');
  });
});
