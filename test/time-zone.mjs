/**
 * The time zone every test runs in, whatever the machine's own: the demo seed's days, the
 * tests' expectations and the screenshots' dates are UTC's. On a machine set to Almaty
 * (UTC+5), yesterday's 21:11 tip was today's 02:11, and 2 vitest tests and most stories with
 * a date failed. The app itself groups and shows times in the reader's own zone; unit tests
 * that check that pass their zone explicitly (src/lib/day-groups.test.ts).
 */
export const TEST_TIME_ZONE = 'UTC';
