import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * The suite's one waiting policy (README, "Tests"): tests wait for a state, never for time,
 * and no test sets a wait of its own. Screens are imported before the first test
 * (test/setup-screens.ts), the mock backend answers at once and retries do not back off
 * (test/query-client.ts), so a state normally arrives within milliseconds; the limit is there
 * for a CI machine shared with other work, whose scheduler can hold a worker for seconds.
 */
configure({ asyncUtilTimeout: 10_000 });

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
