/**
 * Test-only: every screen and area of the app, imported before a file's first test. A
 * whole-app test otherwise paid for importing (and, the first time, transforming) the lazily
 * loaded area it opens inside its own time: 3.5-5 s on a quiet 2-core machine, enough to time
 * out on a loaded one. Screen tests share workers across files (vitest.config.ts, project "screens"), so
 * each worker imports them once.
 */
const screens = import.meta.glob([
  '../src/app/**/*.tsx',
  '../src/features/*/*-area.tsx',
  '../src/features/**/components/**/*.tsx',
  '../src/components/ui/**/*.tsx',
  '../src/api/response-validation.ts',
  '!**/*.test.tsx',
  '!**/*.stories.tsx',
]);

export const appPreloaded: Promise<unknown> = Promise.all(
  Object.values(screens).map((load) => load()),
);
