import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { forceServerError, removeScenario } from '@mocks/scenarios/scenarios';
import { payTip } from '@mocks/test-utils';
import { CABINET_PATH, CARDS_PATH, QR_CODES_PATH, REVIEWS_PATH } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

const section = (name: string) => screen.findByRole('region', { name });

describe('the cabinet home', () => {
  it('shows a tip paid today in today’s takings, its comment among the latest tips, and the rating', async () => {
    await payTip({
      qrCodeUuid: DEMO.annaQrCode,
      amount: 700,
      rating: 4,
      emoji: 'heart',
      comment: 'Best waiter in town',
    });
    await renderApp({ url: CABINET_PATH, user: DEMO.anna });
    const takings = await section('Takings');
    const today = within(takings).getByText('Today').parentElement!;
    expect(today).toHaveTextContent('₸7');
    expect(today).toHaveTextContent('1 tip');
    expect(today).toHaveTextContent(/(less|more) than yesterday/);

    const latest = await section('Latest tips');
    const first = within(latest).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Best waiter in town');
    expect(within(first).getByRole('img', { name: 'Rating: 4 stars' })).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Caring' })).toBeVisible();
    expect(first.getAttribute('href')).toMatch(/^\/cabinet\/operations\/[0-9a-f-]{36}$/);

    const rating = await section('Rating, last 30 days');
    expect(rating).toHaveTextContent(/\d(\.\d)? of 5/);
    expect(within(rating).getByRole('link', { name: 'What guests say' })).toHaveAttribute(
      'href',
      REVIEWS_PATH,
    );
    const balance = await section('Anna Petrova');
    expect(balance).toHaveTextContent('Tips credited to you and not yet paid out to your card');
  });

  it('shows an owner each team’s takings today and top members, and the organisation’s orders today', async () => {
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 500 });
    await renderApp({ url: CABINET_PATH, user: DEMO.anna });
    const teams = await section('Your teams today');
    expect(within(teams).getByRole('heading', { name: 'Cafe Pushkin' })).toBeVisible();
    expect(within(teams).getAllByText('Top this week').length).toBeGreaterThan(0);
    const organizations = await section('Orders today');
    expect(within(organizations).getByRole('link', { name: 'Pushkin LLP' })).toBeVisible();
  });

  it('gives a recipient without a tip the three steps to the first one instead', async () => {
    await renderApp({ url: CABINET_PATH, user: DEMO.ivan });
    const checklist = await section('Get your first tip');
    const links = within(checklist).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Add a payout card',
      'Print your QR code',
      'Share your tip link',
    ]);
    expect(links[0]).toHaveAttribute('href', CARDS_PATH);
    expect(links[1]).toHaveAttribute('href', QR_CODES_PATH);
    expect(links[2]!.getAttribute('href')).toMatch(/^\/cabinet\/qr-codes/);
    expect(screen.queryByRole('region', { name: 'Takings' })).toBeNull();
  });

  it('says the summary did not load and loads it again on retry', async () => {
    const rule = forceServerError('dashboard', 503);
    await renderApp({ url: CABINET_PATH, user: DEMO.anna });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    removeScenario(rule.id);
    await userEvent.click(retry);
    expect(await section('Takings')).toBeVisible();
  });
});
