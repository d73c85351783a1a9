import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationAggregate } from '@/api/generated/model';
import { parseCsv, UTF8_BOM } from '@/lib/csv';
import { fileSaver } from '@/lib/save-file';
import { DEMO } from '@mocks/db/demo-ids';
import { MEMBER_QR_CODES } from '@mocks/db/seed/qr-codes';
import { server } from '@mocks/node';
import { forceError } from '@mocks/scenarios/scenarios';
import { payTip, signedInClient } from '@mocks/test-utils';
import { operationPath, OPERATIONS_PATH } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

// jsdom lays nothing out and has no ResizeObserver; the virtual list measures rows with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

/** Calls the mock received, by call name, with their bodies. */
let calls: Array<{ call: string; body: Record<string, unknown> }>;

beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const call = new URL(request.url).pathname.replace('/api/', '');
    void request
      .clone()
      .text()
      .then((text) =>
        calls.push({ call, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }),
      );
  });
});
afterEach(() => server.events.removeAllListeners());

const list = () => screen.findByRole('region', { name: 'Operations' });
const totalsOf = () => screen.getByRole('region', { name: 'Totals' });

async function annasTotals(filter: object = {}): Promise<OperationAggregate> {
  const anna = await signedInClient(DEMO.anna);
  return (
    await anna.call<OperationAggregate>('operation/aggregate', {
      nextPage: { page: 0, count: 1 },
      ...filter,
    })
  ).body;
}

describe('the history', () => {
  it('shows totals and the newest tips by day, with hidden amounts, percents and deleted QR codes', async () => {
    const totals = await annasTotals();
    await renderApp({ url: OPERATIONS_PATH, user: DEMO.anna });
    const rows = await list();
    expect(screen.getByRole('heading', { level: 1, name: 'Operations history' })).toBeVisible();
    expect(within(rows).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(within(rows).getByText('Amount hidden')).toBeVisible();
    expect(within(rows).getByText('10% of the bill')).toBeVisible();
    expect(within(rows).getByText('QR code deleted')).toBeVisible();
    expect(within(rows).getByText('Спасибо за вечер!')).toBeVisible();
    await waitFor(() => expect(within(totalsOf()).getByText(String(totals.count))).toBeVisible());
    // 15 a page, the personal call, newest first: the next page is asked as the screen nears the end.
    const pages = calls.filter(({ call }) => call === 'operation/list');
    expect(pages[0]!.body).toEqual({ nextPage: { page: 0, count: 15 } });
  });

  it('a tip paid on the public page is at the top of today, in its day’s sum and the totals', async () => {
    const before = await annasTotals();
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 500, comment: 'Очень вкусно, спасибо!' });
    await renderApp({ url: OPERATIONS_PATH, user: DEMO.anna });
    const rows = await list();
    const [today] = within(rows).getAllByRole('heading', { level: 2 });
    expect(today).toHaveTextContent(/^Today/);
    expect(today).toHaveTextContent('Day total: ₸5');
    const [first] = within(rows).getAllByRole('article');
    expect(first).toHaveTextContent('₸5');
    expect(first).toHaveTextContent('Очень вкусно, спасибо!');
    await waitFor(() =>
      expect(within(totalsOf()).getByText(String(before.count + 1))).toBeVisible(),
    );
  });

  it('says when there are no tips', async () => {
    await renderApp({ url: OPERATIONS_PATH, user: DEMO.maria });
    expect(await screen.findByRole('heading', { name: 'No tips yet' })).toBeVisible();
  });

  it('a failed list offers a retry', async () => {
    forceError('operation/list', 'general.error', { once: true });
    await renderApp({ url: OPERATIONS_PATH, user: DEMO.anna });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await list()).toBeVisible();
  });
});

describe('filters', () => {
  it('narrow the list and the totals to a period, kept in the address', async () => {
    const { router } = await renderApp({ url: OPERATIONS_PATH, user: DEMO.anna });
    await list();
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '01.01.2020');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '31.12.2020');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2020-01-01&to=2020-12-31'),
    );
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeVisible();
    const asked = calls.filter(({ call }) => call === 'operation/aggregate').at(-1)!.body;
    expect(asked).toMatchObject({
      dateFrom: '2020-01-01',
      dateTo: '2020-12-31',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await list()).toBeVisible();
  });

  it('keep the previous totals, marked busy, until the period’s own arrive', async () => {
    const everything = await annasTotals();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const period = await annasTotals({ dateFrom: '2026-01-01', dateTo: '2026-06-30', timeZone });
    expect(period.count).not.toBe(everything.count);
    await renderApp({ url: OPERATIONS_PATH, user: DEMO.anna });
    await list();
    const count = () => within(totalsOf()).getAllByRole('definition')[1];
    await waitFor(() => expect(count()).toHaveTextContent(String(everything.count)));
    // The period's totals answer only when released (the list's own calls go on).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/operation/aggregate', async ({ request }) => {
        const body = (await request.clone().json()) as { dateFrom?: string };
        if (body.dateFrom === '2026-01-01') await released;
      }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '01.01.2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '30.06.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(totalsOf()).toHaveAttribute('aria-busy', 'true'));
    expect(count()).toHaveTextContent(String(everything.count));
    release();
    await waitFor(() => expect(totalsOf()).toHaveAttribute('aria-busy', 'false'));
    expect(count()).toHaveTextContent(String(period.count));
  });

  it('read from the address on load: the fields show them and the list follows', async () => {
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await renderApp({ url: `${OPERATIONS_PATH}?from=${day}&to=${day}`, user: DEMO.anna });
    await list();
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue(
      day.split('-').reverse().join('.'),
    );
    const asked = calls.find(({ call }) => call === 'operation/list')!.body;
    expect(asked).toMatchObject({ dateFrom: day, dateTo: day });
  });

  it('refuse a period that ends before it starts, keeping what was typed', async () => {
    const { router } = await renderApp({ url: OPERATIONS_PATH, user: DEMO.anna });
    await list();
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '10.11.2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '01.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start of the period is after its end.')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('10.11.2026');
  });

  it('switch to a team’s history, where a member who left is marked', async () => {
    const { router } = await renderApp({ url: OPERATIONS_PATH, user: DEMO.anna });
    await list();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Whose history' }),
      'Cafe Pushkin',
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?team=${DEMO.team}`));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Operations' })).getByText('Member removed'),
      ).toBeVisible(),
    );
    const asked = calls.filter(({ call }) => call === 'operation/team/list').at(-1)!.body;
    expect(asked).toMatchObject({ teamUuidList: [DEMO.team], nextPage: { count: 15 } });
  });
});

describe('a row', () => {
  it('names its team in words and stars the rating; photos are on the operation’s own page', async () => {
    await renderApp({ url: `${OPERATIONS_PATH}?team=${DEMO.team}`, user: DEMO.anna });
    const rows = await list();
    const rated = await waitFor(() => {
      const row = within(rows)
        .getAllByRole('article')
        .find((article) => within(article).queryByRole('img', { name: /^Rating: / }));
      expect(row).toBeDefined();
      return row!;
    });
    expect(rated).toHaveTextContent('Cafe Pushkin');
    // The rating is the only picture in the row: a fling's rows load no photo.
    expect(
      within(rated)
        .getAllByRole('img')
        .map((image) => image.getAttribute('aria-label')),
    ).toEqual([expect.stringMatching(/^Rating: [1-5] stars? of 5$/)]);
    expect(rows.querySelector('img')).toBeNull();
    await userEvent.click(within(rated).getByRole('link'));
    const details = await screen.findByRole('article');
    expect(within(details).getByRole('img', { name: 'Cafe Pushkin' })).toBeVisible();
  });
});

describe('a team’s history by member', () => {
  /** Picks the member whose name or phone holds `search` in the filters' combobox, and shows. */
  async function pickMember(search: string) {
    await userEvent.type(await screen.findByRole('combobox', { name: 'Member' }), search);
    const offered = screen.getByRole('listbox', { name: 'Team members', hidden: true });
    // The search's own answer: one member.
    await waitFor(() => expect(within(offered).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(within(offered).getByRole('option'));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  }

  it('narrows the list and the totals to one member, kept in the address', async () => {
    const { router } = await renderApp({
      url: `${OPERATIONS_PATH}?team=${DEMO.team}`,
      user: DEMO.anna,
    });
    await list();
    await pickMember('Anna Petrova');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?team=${DEMO.team}&member=${MEMBER_QR_CODES.anna}`,
      ),
    );
    const lastAsked = (name: string) => calls.filter(({ call }) => call === name).at(-1)?.body;
    for (const name of ['operation/team/list', 'operation/team/aggregate'])
      await waitFor(() =>
        expect(lastAsked(name)).toMatchObject({ memberQrCodeUuid: MEMBER_QR_CODES.anna }),
      );
    // Her tips are listed; the tip of the member who left is not hers.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Operations' })).getAllByRole('link').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.queryByText('Member removed')).not.toBeInTheDocument();
    // The field names her.
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue('Anna Petrova');
  });

  it('says nothing was found for a member without tips', async () => {
    await renderApp({ url: `${OPERATIONS_PATH}?team=${DEMO.team}`, user: DEMO.anna });
    await list();
    await pickMember('0010004');
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeVisible();
  });
});

describe('the CSV export', () => {
  it('saves the whole filtered history, with a byte-order mark, read back row for row', async () => {
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const saved: Array<{ name: string; blob: Blob }> = [];
    vi.spyOn(fileSaver, 'save').mockImplementation((name, blob) => void saved.push({ name, blob }));
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const expected = await annasTotals({ dateFrom: day, dateTo: day, timeZone });
    await renderApp({ url: `${OPERATIONS_PATH}?from=${day}&to=${day}`, user: DEMO.anna });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(`tips-history-${day}-${day}.csv`);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith(UTF8_BOM)).toBe(false); // TextDecoder drops the mark it reads
    const [header, ...rows] = parseCsv(text);
    expect(header![0]).toBe('Date and time');
    expect(rows).toHaveLength(expected.count);
    expect(rows.some((row) => row[1] === '' && row[6] === 'Спасибо за вечер!')).toBe(true);
    expect(calls.filter(({ call }) => call === 'operation/list').at(-1)!.body).toMatchObject({
      nextPage: { page: 0, count: 100 },
      dateFrom: day,
    });
  });
});

describe('one operation', () => {
  it('shows every field it has', async () => {
    await renderApp({ url: operationPath(DEMO.percentTip), user: DEMO.anna });
    const details = await screen.findByRole('article');
    expect(details).toHaveTextContent('₸845');
    expect(details).toHaveTextContent('10% of the bill');
    expect(within(details).getByRole('img', { name: 'Rating: 4 stars of 5' })).toBeVisible();
    expect(details).toHaveTextContent('Anna Petrova');
    expect(details).toHaveTextContent(DEMO.percentTip);
    expect(calls.find(({ call }) => call === 'operation/list')!.body).toEqual({
      nextPage: { page: 0, count: 1 },
      operationUuid: DEMO.percentTip,
    });
  });

  it('opens a team’s operation from that team’s history', async () => {
    await renderApp({
      url: operationPath(DEMO.formerMemberTip, DEMO.team),
      user: DEMO.anna,
    });
    const details = await screen.findByRole('article');
    expect(details).toHaveTextContent('Member removed');
    expect(details).toHaveTextContent('QR code deleted');
    expect(details).toHaveTextContent('Cafe Pushkin');
  });

  it('says when it is not there', async () => {
    await renderApp({ url: operationPath(DEMO.formerMemberTip), user: DEMO.anna });
    expect(await screen.findByRole('heading', { name: 'Operation not found' })).toBeVisible();
  });
});
