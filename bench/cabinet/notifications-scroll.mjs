// The notifications with the large data set: the first page renders grouped by day, then the
// end of the list scrolls into view and the next page comes in (IntersectionObserver).
export const name = 'notifications-scroll';
/** One more page of notifications (15). */
export const pageRequest = /\/api\/notification\/list\b/;
export const rowsPerPage = 15;

export async function run({ page, origin, measure }) {
  await page.goto(`${origin}/cabinet/notifications`);
  const list = page.getByRole('region', { name: 'All notifications' });
  await list.waitFor();
  const items = list.getByRole('listitem');
  const before = await items.count();
  const figures = await measure(async () => {
    await page.mouse.wheel(0, 4000);
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="region"] li').length > count,
      before,
    );
    await page.waitForLoadState('networkidle');
  });
  return {
    figures: { ...figures, itemsBefore: before, itemsAfter: await items.count() },
    failures: figures.longTasksOver50 > 0 ? ['a long task while the next page came in'] : [],
  };
}
