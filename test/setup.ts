import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * The suite's one waiting policy (README, "Tests"): tests wait for a state, never for time,
 * and no test sets a wait of its own. Screens are imported before the first test
 * (test/setup-screens.ts), the mock backend answers at once and retries do not back off
 * (test/query-client.ts), so a state normally arrives within milliseconds; the limit is there
 * for a CI machine shared with other work, whose scheduler can hold a worker for seconds.
 */
const WAIT_LIMIT_MS = 10_000;
configure({ asyncUtilTimeout: WAIT_LIMIT_MS });
// vi.waitFor keeps the same policy: its own default gives up after 1 s, which a loaded machine
// overran (the tip page's photo prefetch test failed at a load average of 10).
const waitForState = vi.waitFor.bind(vi);
vi.waitFor = (callback, options) =>
  waitForState(
    callback,
    typeof options === 'number' ? options : { timeout: WAIT_LIMIT_MS, ...options },
  );

afterEach(() => {
  cleanup();
});

// jsdom has <dialog> but not its modal methods: open and close it as browsers do (the kit's Modal).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
}
