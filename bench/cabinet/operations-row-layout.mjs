// What one history row costs the browser to style and lay out, apart from any script (issue 29):
// with the history open and scrolled, a copy of a drawn row is put into the list as the
// virtualiser would put a new one (off screen), and the layout that reading the scroll position
// then forces is timed; the same with the row's box emptied gives what any new row costs the
// list and the page around it. Each is the mean of the middle 80 % of SAMPLES, one a frame,
// cycling through the drawn rows (their content differs: rating, message, photos). The fling's
// frames pay this for every row they bring in, so it is the floor under operations-scroll's
// scripting a page.
export const name = 'operations-row-layout';

const SAMPLES = 100;

/** In the page: what laying out a copy of a drawn row and an empty one take, in ms. */
function rowLayoutInPage(samples) {
  const list = document.querySelector('[role="region"][aria-busy]');
  const drawn = [...list.children].filter((item) => item.querySelector('article'));
  const nextFrame = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  // performance.now() is coarsened to 0.1 ms here, so a median would land on its steps: the mean
  // of the middle 80 % instead.
  const trimmedMean = (values) => {
    const middle = values.sort((a, b) => a - b).slice(values.length / 10, -values.length / 10);
    return middle.reduce((sum, value) => sum + value, 0) / middle.length;
  };
  const timeInsertions = async (prepare) => {
    const times = [];
    for (let sample = 0; sample < samples; sample += 1) {
      await nextFrame();
      // Whatever the page itself changed since is laid out first, untimed.
      void window.scrollY;
      const copy = drawn[sample % drawn.length].cloneNode(true);
      prepare(copy);
      // Far below the screen, as the overscan's rows are.
      copy.style.transform = 'translateY(1000000px)';
      list.append(copy);
      const start = performance.now();
      void window.scrollY;
      times.push(performance.now() - start);
      copy.remove();
    }
    return trimmedMean(times);
  };
  return (async () => ({
    row: await timeInsertions(() => {}),
    emptyRow: await timeInsertions((copy) => copy.replaceChildren()),
    drawnRows: drawn.length,
  }))();
}

export async function run({ page, origin }) {
  await page.goto(`${origin}/cabinet/operations`);
  const list = page.getByRole('region', { name: 'Operations' });
  await list.locator('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Mid-list, with rows above and below the screen as in a fling.
  await page.evaluate(() => window.scrollBy(0, 3000));
  // The load state stays reached once it was; the list says itself when its next page is in.
  await page.locator('[role="region"][aria-busy="false"]').waitFor();
  const { row, emptyRow, drawnRows } = await page.evaluate(rowLayoutInPage, SAMPLES);
  const round = (value) => Math.round(value * 100) / 100;
  return {
    figures: {
      rowLayoutMs: round(row),
      emptyRowLayoutMs: round(emptyRow),
      rowContentLayoutMs: round(row - emptyRow),
      drawnRows,
    },
    failures: [],
  };
}
