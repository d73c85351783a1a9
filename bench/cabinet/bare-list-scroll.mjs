// The baseline beside operations-scroll: the same fling over bench/bare-list (React 19 and
// TanStack Virtual with 10,000 light rows in memory, nothing else), built and served like the
// app (gzipped, HTTPS/HTTP2). Its figures are what any React virtual list costs on this machine
// at this --cpu; the history's figures are read against them: what is above them is the app's.
// A baseline is reported, never judged.
import { buildBarePage } from '../bare-build.mjs';
import { serveStatic } from '../serve.mjs';
import { flingInPage, FLING } from './operations-scroll.mjs';

export const name = 'bare-list-scroll';
export const baseline = true;

const BARE_LIST_PORT = Number(process.env.BENCH_BARE_LIST_PORT ?? 4304);

export async function run({ page, measure }) {
  const server = await serveStatic({
    root: await buildBarePage('bare-list'),
    port: BARE_LIST_PORT,
  });
  try {
    await page.goto(`https://127.0.0.1:${BARE_LIST_PORT}/`);
    await page.locator('article').first().waitFor();
    let reached = { rows: 0, gapFrames: 0 };
    const figures = await measure(async () => {
      reached = await page.evaluate(flingInPage, FLING);
    });
    return {
      figures: {
        ...figures,
        // As operations-scroll's scriptingPerPageMs, though no page is asked for here.
        scriptingPer15RowsMs:
          Math.round((figures.scriptingMs / Math.max(1, reached.rows)) * 150) / 10,
        rowsReached: reached.rows,
        gapFrames: reached.gapFrames,
      },
    };
  } finally {
    server.close();
  }
}
