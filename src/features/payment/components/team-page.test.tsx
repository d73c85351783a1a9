import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { server } from '@mocks/node';
import { setupMockBackend } from '@mocks/test-utils';
import type { TeamPaymentForm } from '@/api/generated/model';
import { renderPayment } from '../testing/render-payment';

setupMockBackend();

let pages: Array<{ count: number; page: number }>;
beforeEach(() => {
  pages = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/payment/form/team')) {
      void request
        .clone()
        .json()
        .then((body: { nextPage: { count: number; page: number } }) => pages.push(body.nextPage));
    }
  });
});
afterEach(() => server.events.removeAllListeners());

const members = () => screen.queryAllByRole('listitem');

/** A team of `size` members answered page by page, as the backend would. */
function teamOf(size: number, onPage?: (page: number, signal: AbortSignal) => Promise<void>) {
  server.use(
    http.post('*/api/payment/form/team', async ({ request }) => {
      const { nextPage } = (await request.json()) as { nextPage: { count: number; page: number } };
      await onPage?.(nextPage.page, request.signal);
      const all = Array.from({ length: size }, (_, index) => ({
        qrCodeUuid: `a1000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        firstName: `Person${index + 1}`,
        lastName: 'Test',
      }));
      return HttpResponse.json({
        teamUuid: DEMO.team,
        title: 'Test team',
        limits: { minAmount: 1, maxAmount: 10 },
        amounts: [1, 5, 10],
        defaultAmounts: [5],
        members: all.slice(nextPage.page * nextPage.count, (nextPage.page + 1) * nextPage.count),
      } satisfies TeamPaymentForm);
    }),
  );
}

describe('team page', () => {
  it('loads 50 members from page 0, appends the next page, and stops when a page comes back short', async () => {
    teamOf(120);
    const user = userEvent.setup();
    renderPayment(`/t/${DEMO.team}`);
    await screen.findByRole('heading', { level: 1, name: 'Test team' });
    expect(members()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(members()).toHaveLength(100));
    // Focus goes to the first person added, where reading goes on.
    expect(screen.getByRole('link', { name: /Person51/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(members()).toHaveLength(120));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(pages).toEqual([
      { count: 50, page: 0 },
      { count: 50, page: 1 },
      { count: 50, page: 2 },
    ]);
  });

  it('asks for one more page when the last one was exactly full, then stops on the empty one', async () => {
    teamOf(50);
    const user = userEvent.setup();
    renderPayment(`/t/${DEMO.team}`);
    await screen.findByRole('heading', { level: 1, name: 'Test team' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument(),
    );
    expect(members()).toHaveLength(50);
  });

  it('replaces the list on an initial load of another team', async () => {
    teamOf(3);
    const { router } = renderPayment(`/t/${DEMO.team}`);
    await screen.findByRole('heading', { level: 1, name: 'Test team' });
    teamOf(1);
    await router.navigate(`/t/${DEMO.otherTeam}`);
    await waitFor(() => expect(members()).toHaveLength(1));
    expect(pages.map((page) => page.page)).toEqual([0, 0]);
  });

  it('aborts a page still loading when the visitor leaves, so its late answer is dropped', async () => {
    let aborted: boolean | undefined;
    teamOf(120, async (page, signal) => {
      if (page === 1) {
        await delay(300);
        aborted = signal.aborted;
      }
    });
    const user = userEvent.setup();
    const { router } = renderPayment(`/t/${DEMO.team}`);
    await screen.findByRole('heading', { level: 1, name: 'Test team' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await router.navigate(`/${DEMO.annaQrCode}`);
    await waitFor(() => expect(aborted).toBe(true));
  });

  it('says the team is empty but still offers a tip for the whole team', async () => {
    teamOf(0);
    renderPayment(`/t/${DEMO.team}`);
    expect(await screen.findByText(/nobody in this team yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tip the whole team' })).toBeInTheDocument();
  });

  it('opens the team tip form in the URL, so Back returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderPayment(`/t/${DEMO.team}`);
    await user.click(await screen.findByRole('link', { name: 'Tip the whole team' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'A tip for the whole team' }),
    ).toHaveFocus();
    expect(router.state.location.search).toBe('?to=team');
    expect(screen.getByRole('textbox', { name: 'Your amount' })).toBeInTheDocument();
  });

  it('shows the seeded team and leads to a member page', async () => {
    const user = userEvent.setup();
    const { router } = renderPayment(`/t/${DEMO.team}`);
    await screen.findByRole('heading', { level: 1, name: 'Cafe Pushkin' });
    const [first] = screen.getAllByRole('link', { name: /Petrova/ });
    await user.click(first!);
    // Arriving from the list, reading starts at the chosen person.
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toHaveFocus();
    expect(router.state.location.pathname).not.toContain('/t/');
  });

  it('keeps a right-to-left override in the team’s name out of the tab title and the heading', async () => {
    await db.teams.update((q) => q.where({ uuid: DEMO.team }), {
      data(team) {
        team.title = 'Cafe \u202Eabc';
      },
    });
    renderPayment(`/t/${DEMO.team}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Cafe abc' });
    // The name is isolated from what surrounds it, and its text has no controls left.
    expect(heading.querySelector('bdi')).toHaveTextContent(/^Cafe abc$/);
    expect(document.title).toBe('Cafe abc · Tips');
  });

  it('shows the not-found content for an unknown team', async () => {
    renderPayment('/t/b9999999-0000-4000-8000-000000000001');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
