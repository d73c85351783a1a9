/** Longest anything waits for the barrel; values arriving later still merge for later calls. */
export const BARREL_WAIT_MS = 1500;

let ready: Promise<void> = Promise.resolve();

/**
 * Called once at start-up with the barrel's promise: from then on `configReady()` settles when
 * the barrel has answered or BARREL_WAIT_MS elapsed, whichever comes first. Without a call (tests,
 * Storybook) the configuration is the defaults and counts as ready.
 */
export function waitForConfig(
  barrel: Promise<unknown>,
  capMs: number = BARREL_WAIT_MS,
): Promise<void> {
  ready = Promise.race([
    barrel.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ]);
  return ready;
}

/** Settles once the runtime configuration is known: API calls wait for it so their prefix is right. */
export function configReady(): Promise<void> {
  return ready;
}
