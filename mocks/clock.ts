/**
 * The mock backend's clock: real time plus an offset that tests and the QA panel move forward
 * to let sessions and one-time codes expire without waiting.
 */
let offsetMs = 0;

export function now(): number {
  return Date.now() + offsetMs;
}

export function advanceClock(ms: number): void {
  offsetMs += ms;
}

export function resetClock(): void {
  offsetMs = 0;
}
