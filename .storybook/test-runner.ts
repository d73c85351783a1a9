import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import type { expect as jestExpect } from '@jest/globals';
import path from 'node:path';

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

/**
 * After each story's play function: compare a screenshot with its committed baseline.
 * Stories opt out with `parameters.screenshot: false` (e.g. animated or time-dependent ones).
 * axe runs through @storybook/addon-a11y (`parameters.a11y.test = 'error'` in preview).
 */
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

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  /** The test-runner ignores Storybook's viewport global; apply it to the page ourselves. */
  async preVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const globals = (storyContext as { storyGlobals?: { viewport?: { value?: string } } })
      .storyGlobals;
    const name = globals?.viewport?.value;
    await page.setViewportSize((name && VIEWPORTS[name]) || DEFAULT_VIEWPORT);
    await page.addStyleTag({ content: SCREENSHOT_FONT });
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    if (storyContext.parameters.screenshot === false) return;
    await waitForPageReady(page);
    // Let the page settle its fonts and repaint before the screenshot.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true });
    expectImageToMatch(image, {
      customSnapshotsDir: SCREENSHOT_DIR,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0,
      failureThresholdType: 'pixel',
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
