/**
 * Stories only: a clock that stands still, so what depends on "now" (countdowns, "Today",
 * the seed's dates, validity times) draws the same picture every run. The mock backend's clock
 * (mocks/clock.ts) reads Date.now too, so it stands still with it.
 *
 *   beforeEach: () => freezeStoryClock(),   // returns the undo, which Storybook calls after
 *   advanceStoryClock(60_000);              // in a play function: a minute later
 */

/** The stories' "now": Tuesday 24 November 2026, 09:30 UTC. */
export const STORY_NOW = Date.UTC(2026, 10, 24, 9, 30);
let offset = 0;

export function freezeStoryClock(): () => void {
  const realNow = Date.now;
  offset = 0;
  Date.now = () => STORY_NOW + offset;
  return () => {
    Date.now = realNow;
  };
}

export function advanceStoryClock(ms: number): void {
  offset += ms;
}
