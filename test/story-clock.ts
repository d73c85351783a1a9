/**
 * Stories only: the one clock that stands still, so what depends on "now" (countdowns,
 * "Today", the seed's dates, validity times) draws the same picture on whichever day the
 * suite runs. The preview (.storybook/preview.tsx) stops it for every story before it resets
 * the mock backend, so the store holds the seed of that day, and starts it again after the
 * story. The app and the mock backend (mocks/clock.ts) read time through Date.now, so both
 * stand still with it.
 *
 *   advanceStoryClock(60_000);              // in a play function: a minute later
 */

/** The stories' "now": Tuesday 24 November 2026, 09:30 UTC. */
export const STORY_NOW = Date.UTC(2026, 10, 24, 9, 30);

const realNow = Date.now.bind(Date);
let offset = 0;

/** Stops the clock at STORY_NOW; answers the undo. */
export function freezeStoryClock(): () => void {
  offset = 0;
  Date.now = () => STORY_NOW + offset;
  return () => {
    Date.now = realNow;
  };
}

/** Moves the stopped clock on by `ms` (back, when negative). */
export function advanceStoryClock(ms: number): void {
  offset += ms;
}

/** yyyy-mm-dd of the day `daysAgo` days before STORY_NOW's (UTC). */
export const storyDay = (daysAgo: number): string =>
  new Date(STORY_NOW - daysAgo * 86_400_000).toISOString().slice(0, 10);
