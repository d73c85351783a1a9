import { resetStore } from '@mocks/db/store';

/**
 * The history's stories on a clock that stands still: the seed's dates count back from this
 * day, and "Today", "Yesterday" and every date drawn are the same on every run. (Times are
 * drawn in the machine's time zone, UTC on CI.)
 */
export const STORY_NOW = Date.UTC(2026, 10, 24, 15, 30);

/**
 * Stops the clock at STORY_NOW and brings the demo data back for that day; the returned
 * clean-up (a story's beforeEach hands it to Storybook) starts the clock and resets the data
 * again for the stories after.
 */
export async function freezeClock(): Promise<() => Promise<void>> {
  const RealDate = Date;
  class FrozenDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(STORY_NOW);
      else super(...args);
    }
    static override now() {
      return STORY_NOW;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  await resetStore();
  return async () => {
    globalThis.Date = RealDate;
    await resetStore();
  };
}

/** yyyy-mm-dd of the frozen day `daysAgo` days back. */
export const storyDay = (daysAgo: number) =>
  new Date(STORY_NOW - daysAgo * 86_400_000).toISOString().slice(0, 10);
