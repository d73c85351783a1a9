import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { forceServerError } from '@mocks/scenarios/scenarios';
import { payTip } from '@mocks/test-utils';
import { REVIEWS_PATH } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';
import { stubResizeObserver } from '@test/resize-observer';

setupAppTests();
beforeEach(() => stubResizeObserver(640));

const region = (name: string) => screen.findByRole('region', { name });

describe('what guests say', () => {
  it('counts a new 4-star tip in the stars and shows its comment first', async () => {
    await payTip({
      qrCodeUuid: DEMO.annaQrCode,
      amount: 700,
      rating: 4,
      emoji: 'clap',
      comment: 'Remembered our order',
    });
    await renderApp({ url: REVIEWS_PATH, user: DEMO.anna });
    const ratings = await region('Ratings');
    expect(ratings).toHaveTextContent(/\d(\.\d)? of 5/);
    const chart = within(ratings).getByRole('region', { name: 'Stars given' });
    await userEvent.click(within(chart).getByRole('button', { name: 'Show as table' }));
    const rows = within(chart).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^4 stars\d+ tips?$/)]),
    );
    expect(within(ratings).getByText(/Professional: \d+/)).toBeVisible();

    const comments = await region('Comments');
    const first = (await within(comments).findAllByRole('link'))[0]!;
    expect(first).toHaveTextContent('Remembered our order');
    expect(within(first).getByRole('img', { name: 'Rating: 4 stars' })).toBeVisible();
  });

  it('filters the comments by stars and by comment, in the address', async () => {
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 500, rating: 5 });
    const { router } = await renderApp({ url: `${REVIEWS_PATH}?period=YEAR`, user: DEMO.anna });
    const comments = await region('Comments');
    await userEvent.click(within(comments).getByRole('button', { name: '5 stars' }));
    await userEvent.click(within(comments).getByRole('radio', { name: 'Without a comment' }));
    expect(router.state.location.search).toBe('?period=YEAR&stars=5&comment=without');
    const links = await within(comments).findAllByRole('link');
    for (const link of links) {
      expect(within(link).getByRole('img', { name: 'Rating: 5 stars' })).toBeVisible();
      expect(link.querySelector('p')).toBeNull();
    }
  });

  it('shows a team’s reviews for a member, and says when its summary did not load', async () => {
    forceServerError('review/summary', 503);
    await renderApp({ url: `${REVIEWS_PATH}?team=${DEMO.team}`, user: DEMO.anna });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await region('Comments')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cafe Pushkin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
