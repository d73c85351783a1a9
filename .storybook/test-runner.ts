import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import type { expect as jestExpect } from '@jest/globals';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';

/**
 * Jest's global in the test-runner (importing @jest/globals fails under its ESM loader),
 * with the jest-image-snapshot matcher that setup() registers.
 */
declare const expect: typeof jestExpect;
interface ImageMatchers {
  toMatchImageSnapshot(options: MatchImageSnapshotOptions): void;
}
const expectImageToMatch = (image: Buffer, options: MatchImageSnapshotOptions) =>
  (expect(image) as unknown as ImageMatchers).toMatchImageSnapshot(options);

const SCREENSHOT_DIR = path.join(process.cwd(), '.storybook', '__screenshots__');
const DIFF_DIR = path.join(SCREENSHOT_DIR, '__diff_output__');

/**
 * After each story's play function: compare a screenshot with its committed baseline.
 * Stories opt out with `parameters.screenshot: false` (e.g. animated or time-dependent ones).
 * A story tagged PHONE_TAG (each screen's filled story, and a state whose layout differs) is
 * then also drawn at the phone's 360 px and compared with `<story-id>--phone.png`: the same
 * state reflowed, so a phone regression fails without a second story (or a second render) for
 * every screen. axe runs through @storybook/addon-a11y (`parameters.a11y.test = 'error'` in
 * preview).
 */
const PHONE_TAG = 'phone-screenshot';
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

/**
 * The product draws text in the device's system font (tokens.css), which fontconfig resolves
 * differently from machine to machine. Screenshots name the families scripts/run.sh installs
 * (Debian's fonts-noto-core and fonts-noto-color-emoji), so baselines match wherever the suite
 * runs and the emoji tags draw as a phone would.
 */
const SCREENSHOT_FONT =
  ':root { --font-family: "Noto Sans", "Noto Color Emoji", "DejaVu Sans", sans-serif; }';

/**
 * What a picture must not depend on, switched off before the story renders, so it cannot
 * differ from run to run or from one Chromium build to the next (every Debian update brings
 * one): movement and the caret; focus rings (whether focus is drawn depends on timing, and
 * play functions assert focus with toHaveFocus instead); and every control the browser draws
 * itself — scrollbars, the textarea's resize grip, the search field's clear button, the select's
 * arrow, checkboxes and radios — replaced by plain boxes that only the page's CSS draws.
 */
const SCREENSHOT_FREEZE = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  outline-color: transparent !important;
  scrollbar-width: none !important;
}
::-webkit-scrollbar { display: none !important; }
textarea { resize: none !important; }
select { appearance: none !important; }
input[type='search']::-webkit-search-cancel-button,
input[type='search']::-webkit-search-decoration { appearance: none !important; display: none !important; }
input[type='checkbox'], input[type='radio'] {
  appearance: none !important;
  box-sizing: border-box;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-radius: 3px;
  background: transparent;
}
input[type='radio'] { border-radius: 50%; }
input[type='checkbox']:checked, input[type='radio']:checked { background: currentColor; }
`;

/** Most captures a story gets to stand still (two in a row alike) before it is compared. */
const MAX_CAPTURES = 20;

/**
 * The page once it stands still: captures are taken until two in a row are alike, as
 * Playwright's toHaveScreenshot does, so a state that only passes through (a busy button drawn
 * or not before the answer, a re-render after a late response) is never the one compared. A
 * first capture that is already the baseline needs no second.
 */
async function stillPicture(
  page: Page,
  name: string,
  baseline: Buffer | undefined,
): Promise<{ picture: Buffer; isBaseline: boolean }> {
  const capture = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
  let previous = await capture();
  if (baseline?.equals(previous)) return { picture: previous, isBaseline: true };
  for (let attempt = 1; attempt < MAX_CAPTURES; attempt += 1) {
    const next = await capture();
    if (next.equals(previous))
      return { picture: next, isBaseline: baseline?.equals(next) ?? false };
    if (attempt === MAX_CAPTURES - 1) {
      // The last two captures, to see what kept moving.
      mkdirSync(DIFF_DIR, { recursive: true });
      writeFileSync(path.join(DIFF_DIR, `${name}-unsettled-a.png`), previous);
      writeFileSync(path.join(DIFF_DIR, `${name}-unsettled-b.png`), next);
    }
    previous = next;
  }
  throw new Error(`the story did not stand still in ${MAX_CAPTURES} captures`);
}

/** The viewport a story asks for (its `globals.viewport`), if any. */
function viewportOf(storyContext: unknown): string | undefined {
  return (storyContext as { storyGlobals?: { viewport?: { value?: string } } }).storyGlobals
    ?.viewport?.value;
}

/** The page once still, against the committed `<name>.png`. */
async function matchBaseline(page: Page, name: string) {
  const baselineFile = path.join(SCREENSHOT_DIR, `${name}.png`);
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
  const { picture, isBaseline } = await stillPicture(page, name, baseline);
  // The same bytes are the same picture: decoding both and comparing pixels would only cost
  // the suite time (about a tenth of a second a story).
  if (isBaseline) return;
  expectImageToMatch(picture, {
    customSnapshotsDir: SCREENSHOT_DIR,
    customSnapshotIdentifier: name,
    failureThreshold: 0,
    failureThresholdType: 'pixel',
    storeReceivedOnFailure: true,
  });
}

/** The story preVisit read, for its postVisit: one round trip to the page instead of two. */
let visiting: { id: string; storyContext: Awaited<ReturnType<typeof getStoryContext>> } | undefined;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  /** The test-runner ignores Storybook's viewport global; apply it to the page ourselves. */
  async preVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    visiting = { id: context.id, storyContext };
    const name = viewportOf(storyContext);
    const viewport = (name && VIEWPORTS[name]) || DEFAULT_VIEWPORT;
    const current = page.viewportSize();
    if (current?.width !== viewport.width || current.height !== viewport.height)
      await page.setViewportSize(viewport);
    // Once per page: every story file after the first reuses its worker's page.
    await page.evaluate((css) => {
      if (document.getElementById('screenshot-style')) return;
      const style = Object.assign(document.createElement('style'), { id: 'screenshot-style' });
      style.textContent = css;
      document.head.append(style);
    }, SCREENSHOT_FONT + SCREENSHOT_FREEZE);
  },
  async postVisit(page, context) {
    const storyContext =
      visiting?.id === context.id ? visiting.storyContext : await getStoryContext(page, context);
    if (storyContext.parameters.screenshot === false) return;
    // The document loaded, the network quiet and the fonts ready.
    await waitForPageReady(page);
    await matchBaseline(page, context.id);
    if (storyContext.tags.includes(PHONE_TAG) && viewportOf(storyContext) !== 'mobile') {
      await page.setViewportSize(VIEWPORTS.mobile!);
      await matchBaseline(page, `${context.id}--phone`);
    }
  },
};

export default config;
