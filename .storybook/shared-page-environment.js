import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/**
 * The test-runner's environment (its playwright/custom-environment.js), with one page per
 * worker instead of one per story file. Stories already share their file's page, one after
 * another (the preview resets the mock backend, the clock and the scenarios before each one:
 * test/story-reset.ts), so a file boundary is no different from a story boundary. A new page
 * cost each of the 86 files a browser context, Storybook's 2 MB preview loaded and compiled
 * again and the mock service worker started again: a third of the step (264 -> 180 s on a
 * quiet 2-core machine). Node keeps this module, and so `shared`, for the worker's whole life;
 * Jest makes a new environment for every file.
 */
let shared;

const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment.prototype);

/**
 * The worker's last file keeps its browser connection open, and jest-worker lets a worker end
 * by running out of work: when told to end (its message CHILD_MESSAGE_END, 2, which comes after
 * the worker's last result), close the connection and exit. Waiting on the connection's closing
 * handshake alone outlasted Jest's patience (half a second) on a loaded machine, and Jest then
 * killed the worker and warned that it "failed to exit gracefully".
 */
const CHILD_MESSAGE_END = 2;
const CLOSE_WAIT_MS = 100;
process.on('message', function closeOnEnd(message) {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
  process.off('message', closeOnEnd);
  const waited = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS));
  void Promise.race([shared?.browser.close(), waited]).then(() => process.exit(0));
});

export default class SharedPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!shared) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      return;
    }
    // Jest-playwright's own set-up (its globals and helpers) without a new browser connection.
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...this._config.testEnvironmentOptions,
        'jest-playwright': { ...options, skipInitialization: true },
      },
    };
    await super.setup();
    this.global.browser = shared.browser;
    this.global.context = shared.context;
    this.global.page = shared.page;
  }

  /** Keeps the browser open for the worker's next file; the runner's global teardown closes it. */
  async teardown() {
    shared = {
      browser: this.global.browser,
      context: this.global.context,
      // The runner replaces the page when a story navigated it away (its retry).
      page: this.global.page,
    };
    await NodeEnvironment.teardown.call(this);
  }
}
