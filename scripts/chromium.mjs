// Debian's Chromium, used by every browser tool here: Playwright cannot download its own
// browser on this kind of machine. The flags keep it headless and quiet on a closed network.

/** The full browser: what the benchmarks measure (Lighthouse, bench:cabinet), as users run it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the tests drive (the e2e, the stories): Debian's `chromium-headless-shell`, the same
 * Chromium build without the browser's own UI layer, which Playwright also prefers for headless
 * runs. On this suite it takes a fifth less time than the full browser (e2e 272 → 202 s,
 * stories 317 → 264 s on a quiet 2-core machine) and draws every page the same, apart from
 * scaled, rotated text (the QR print previews), whose baselines it draws.
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
