/**
 * The one door for caught errors: logged to the console and sent to error reporting
 * as a warning (spec section 7). The Sentry SDK is loaded lazily by ./start-monitoring.ts so it
 * never delays the first paint; until then reports wait in a small queue.
 */
type Reporter = (error: unknown, context?: Record<string, unknown>) => void;

let reporter: Reporter | null = null;
const pending: Array<[unknown, Record<string, unknown> | undefined]> = [];
const MAX_PENDING = 30;

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  console.warn(error, context ?? '');
  if (reporter) reporter(error, context);
  else if (pending.length < MAX_PENDING) pending.push([error, context]);
}

/** Called once the reporting SDK is ready; flushes what was reported before. */
export function setReporter(next: Reporter | null): void {
  reporter = next;
  if (!next) return;
  for (const [error, context] of pending.splice(0)) next(error, context);
}
