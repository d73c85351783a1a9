import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError } from '@mocks/scenarios/scenarios';
import { payTip } from '@mocks/test-utils';
import { STATISTICS_PATH } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';
import { stubResizeObserver } from '@test/resize-observer';

setupAppTests();
beforeEach(() => stubResizeObserver(640));

/** The summary beside the charts ("Tips, 29 October – 27 November 2026"), once its figures are in. */
async function summary() {
  const region = await screen.findByRole('region', { name: /^Tips, / });
  await within(region).findByText('Number of tips');
  return region;
}

/** The range form, opened with "Other days" (its code loads then). */
async function openRange(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: 'Other days', expanded: false });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('form', { name: 'Other days' });
}

/** A figure's value (its first dd) and its change (its second), by its name. */
function figure(region: HTMLElement, name: string) {
  const [value, change] = within(region)
    .getByText(name, { selector: 'dt' })
    .parentElement!.querySelectorAll('dd');
  return { value: value?.textContent, change: change?.textContent };
}

describe('the period’s summary', () => {
  it('shows the number of tips and the average rating beside the sum, each against the days before', async () => {
    await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const region = await summary();
    expect(figure(region, 'Received').value).toMatch(/^₸[\d,.]+$/);
    expect(figure(region, 'Number of tips').value).toMatch(/^[\d,]+$/);
    expect(figure(region, 'Average tip').value).toMatch(/^₸/);
    expect(figure(region, 'Average rating').value).toMatch(/^\d(\.\d)? of 5 \([\d,]+ ratings?\)$/);
    await waitFor(() =>
      expect(figure(region, 'Received').change).toMatch(
        /^([+-]\d+%|0%) against the same number of days before$|^Nothing in the days before/,
      ),
    );
  });

  it('counts a tip paid with a rating on the public page', async () => {
    const first = await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const count = (region: HTMLElement) =>
      Number(figure(region, 'Number of tips').value?.replace(/,/g, ''));
    const ratings = (region: HTMLElement) =>
      Number(/\(([\d,]+) rating/.exec(figure(region, 'Average rating').value ?? '')?.[1]);
    const before = await summary();
    const [tips, rated] = [count(before), ratings(before)];
    first.unmount();
    await payTip({ qrCodeUuid: DEMO.annaQrCode, amount: 700, rating: 5 });
    await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const after = await summary();
    expect(count(after)).toBe(tips + 1);
    expect(ratings(after)).toBe(rated + 1);
  });

  it('a failed summary offers a retry; the charts stay', async () => {
    forceError('operation/aggregate', 'general.error', { once: true });
    await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const region = await screen.findByRole('region', { name: /^Tips, / });
    expect(await within(region).findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tips received' })).toBeVisible();
  });

  it('counts days of the person’s choosing, kept in the address, and goes back to the chart’s', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const form = await openRange(user);
    await user.type(within(form).getByRole('textbox', { name: 'From' }), '01092026');
    await user.type(within(form).getByRole('textbox', { name: 'To' }), '15092026');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByRole('region', { name: /^Tips, September 1\s–\s15, 2026$/ }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?from=2026-09-01&to=2026-09-15');
    // The form closes; the focus is back on the button that opened it.
    expect(form).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Other days', expanded: false })).toHaveFocus();
    // The charts keep their own days.
    expect(screen.getByRole('region', { name: 'Tips received' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: "The chart's days" }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when the last day is before the first, and asks nothing', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const form = await openRange(user);
    await user.type(within(form).getByRole('textbox', { name: 'From' }), '15092026');
    await user.type(within(form).getByRole('textbox', { name: 'To' }), '01092026');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await within(form).findByText('The last day is before the first.')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('says which day is missing or still to come, keeps what was typed, and asks nothing', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: STATISTICS_PATH, user: DEMO.anna });
    const form = await openRange(user);
    const from = within(form).getByRole('textbox', { name: 'From' });
    const to = within(form).getByRole('textbox', { name: 'To' });
    await user.type(to, '01012099');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(from).toHaveAccessibleDescription('Enter the first day as DD.MM.YYYY.');
    expect(to).toHaveAccessibleDescription('This day has not come yet: choose today or earlier.');
    // The first wrong field takes the focus; the typed day stays.
    expect(from).toHaveFocus();
    expect(to).toHaveValue('01.01.2099');
    expect(router.state.location.search).toBe('');
  });
});
