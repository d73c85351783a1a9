// Debian's Chromium, used by every browser tool here (Playwright, the Storybook test-runner,
// Lighthouse): Playwright cannot download its own browser on this kind of machine. The flags
// keep it headless and quiet on a closed network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
