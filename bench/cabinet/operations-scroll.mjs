// The operations history with the large data set (Anna's 100,000 tips), issue 14: "scrolling
// through 10,000 rows shows no long task over 50 ms". From the first page, the page scrolls
// down as a long fast fling does: SPEED pixels a second, moved on every frame by the time the
// frame took (as the compositor moves a fling). The list asks for each next page (15
// operations) when its last drawn rows come within 20 of the end; when the fling reaches the
// end of what is loaded it waits there for the next page, as a reader would. It goes on until
// 10,000 operations are loaded and scrolled to, or until the time limit (a page takes a round
// trip, so the figures say how far it got).
//
// A long task is measured in wall time, so on a shared machine other processes lengthen it;
// the bench also counts the tasks over 50 ms of main-thread CPU time (cpuLongTasks), which other
// processes do not lengthen. scriptingPerPageMs is the scroll's scripting over the pages loaded.
export const name = 'operations-scroll';
/** One more page of the history (15 operations). */
export const pageRequest = /\/api\/operation\/list\b/;
export const rowsPerPage = 15;

/** BENCH_OPERATIONS_ROWS=3000 for a quicker look while working; the figures are 10,000. */
const TARGET_ROWS = Number(process.env.BENCH_OPERATIONS_ROWS ?? 10_000);
const TIME_LIMIT_MS = 150_000;
/** About 12 phone screens a second: 10,000 rows are about 1.2 million pixels. */
const SPEED = 10_000;
/** The fling, the same for the history and its baseline (bare-list-scroll). */
export const FLING = { target: TARGET_ROWS, limit: TIME_LIMIT_MS, speed: SPEED };

/**
 * In the page: the fling. Resolves with the operations reached (the place of the last one
 * drawn) once `target` are reached or `limit` ms have passed, and the frames that showed a
 * gap (the bottom of the screen past the last row drawn while more is loaded below it: the
 * list fell behind the scroll).
 */
export function flingInPage({ target, limit, speed }) {
  return new Promise((resolve) => {
    const list = document.querySelector('[role="region"][aria-busy]');
    const started = performance.now();
    let last = started;
    let frames = 0;
    let gapFrames = 0;
    const reached = () => {
      const drawn = list.querySelectorAll('article[aria-posinset]');
      return Number(drawn[drawn.length - 1]?.getAttribute('aria-posinset') ?? 0);
    };
    const step = (now) => {
      frames += 1;
      const bottom = list.lastElementChild?.getBoundingClientRect().bottom ?? 0;
      const listBottom = list.getBoundingClientRect().bottom;
      if (bottom < Math.min(window.innerHeight, listBottom) - 1) gapFrames += 1;
      // A stalled frame moves the fling on by at most a tenth of a second.
      window.scrollBy(0, (speed * Math.min(now - last, 100)) / 1000);
      last = now;
      // Reading the place every few frames keeps the probe's own work out of the figures.
      const rows = frames % 10 === 0 ? reached() : 0;
      if (rows >= target || now - started > limit) resolve({ rows: reached(), gapFrames });
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

export async function run({ page, origin, measure }) {
  await page.goto(`${origin}/cabinet/operations`);
  const list = page.getByRole('region', { name: 'Operations' });
  await list.locator('article').first().waitFor();
  await page.waitForLoadState('networkidle');

  let reached = { rows: 0, gapFrames: 0 };
  const started = Date.now();
  const figures = await measure(async () => {
    reached = await page.evaluate(flingInPage, FLING);
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const failures = [];
  if (figures.longTasksOver50 > 0)
    failures.push(`${figures.longTasksOver50} long task(s) over 50 ms while scrolling`);
  if (reached.rows < TARGET_ROWS)
    failures.push(`only ${reached.rows} of ${TARGET_ROWS} rows in ${seconds} s`);
  return {
    figures: {
      ...figures,
      rowsReached: reached.rows,
      gapFrames: reached.gapFrames,
      seconds,
    },
    failures,
  };
}
