// Pushkin LLP over a whole year: the orders area's heaviest screen is its chart of 366 days
// (one SVG group per day), the figures and the first page of orders. Then the keyboard walks
// 30 days of the chart (each step moves focus and the tooltip, re-rendering two days): no step
// may take over 100 ms (a tenth of a second is where a key press stops feeling immediate).
export const name = 'orders-year-chart';

const PUSHKIN_LLP = 'd1000000-0000-4000-8000-000000000001';
const DAY = 24 * 60 * 60 * 1000;
const isoDay = (time) => new Date(time).toISOString().slice(0, 10);
// Playwright's getByRole knows no graphics roles (WAI-ARIA Graphics Module).
const days = (page) => page.locator('[role="graphics-symbol"]');

export async function run({ page, origin, measure }) {
  const to = isoDay(Date.now());
  const from = isoDay(Date.now() - 365 * DAY);
  const open = await measure(async () => {
    await page.goto(`${origin}/orders/${PUSHKIN_LLP}?from=${from}&to=${to}`);
    await days(page).nth(365).waitFor();
    await page.getByRole('link', { name: /^Order 1001/ }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  const lastDay = days(page).nth(365);
  await lastDay.focus();
  const walk = await measure(async () => {
    for (let step = 0; step < 30; step += 1) await page.keyboard.press('ArrowLeft');
    await days(page)
      .nth(335)
      .evaluate((day) => {
        if (day !== document.activeElement) throw new Error('the keyboard did not reach the day');
      });
  });
  return {
    figures: {
      openLongTasks: open.longTasksOver50,
      openLongestMs: open.longestTaskMs,
      openScriptingMs: open.scriptingMs,
      walkLongTasks: walk.longTasksOver50,
      walkLongestMs: walk.longestTaskMs,
      walkFrameP95Ms: walk.frameP95Ms,
    },
    failures: walk.longestTaskMs > 100 ? [`a ${walk.longestTaskMs} ms task walking the days`] : [],
  };
}
