// Grand Hotel's 1,000 members (large data set): the member list scrolled from top to bottom,
// loading its 30-a-page pages as it goes. Passes when every member was reached and nothing
// blocked the page for over 50 ms (issue 16).
export const name = 'teams-members-scroll';
/** One more page of members (30). */
export const pageRequest = /\/api\/team\/member\/list\b/;
export const rowsPerPage = 30;

const GRAND_HOTEL = 'b0000000-0000-4000-8000-000000000005';
const MEMBERS = 1_000;

export async function run({ page, origin, measure }) {
  await page.goto(`${origin}/cabinet/teams/${GRAND_HOTEL}`);
  const section = page.getByRole('region', { name: 'Members' });
  const list = section.getByRole('list');
  await list.getByRole('listitem').first().waitFor();
  await page.waitForLoadState('networkidle');
  // The long list keeps only the rows near the screen, each with its place in the whole list.
  // Found once: looking a role up walks the page's tree, work the figures should not hold.
  const listNode = await list.elementHandle();
  const lastRow = () =>
    listNode.evaluate((node) => Number(node.lastElementChild?.getAttribute('aria-posinset') ?? 0));
  const atBottom = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2);

  const figures = await measure(async () => {
    // A thumb's flick every 100 ms until the last member is on screen (or a minute has passed).
    const until = Date.now() + 60_000;
    while (Date.now() < until && !((await lastRow()) >= MEMBERS && (await atBottom()))) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(100);
    }
  });
  const reached = await lastRow();
  const failures = [];
  if (reached < MEMBERS) failures.push(`scrolling reached member ${reached} of ${MEMBERS}`);
  if (figures.longTasksOver50 > 0)
    failures.push(`${figures.longTasksOver50} long tasks (longest ${figures.longestTaskMs} ms)`);
  return { figures: { ...figures, reached }, failures };
}
