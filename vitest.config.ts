import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { TEST_TIME_ZONE } from './test/time-zone.mjs';

// Before any worker starts: the workers inherit it, and Node reads it for Date and Intl.
process.env.TZ = TEST_TIME_ZONE;

/** Rendered screens and flows (React, jsdom): the files that gain from sharing a worker. */
const SCREEN_TESTS = 'src/**/*.test.tsx';
/**
 * Screen tests that must start from a fresh process all the same: they start Sentry, whose
 * scopes are process-wide.
 */
const OWN_PROCESS_SCREEN_TESTS = 'src/**/telemetry.test.tsx';
/** Logic without a screen: modules, the mock backend, scripts, the contract, deploy checks. */
const UNIT_TESTS = [
  'src/**/*.test.ts',
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  'openapi/**/*.test.ts',
  'test/**/*.test.ts',
  'deploy/**/*.test.ts',
];
/**
 * Unit files that need a module graph of their own: those that replace a module or a global for
 * their tests (vi.mock, vi.stubGlobal…), start process-wide Sentry, drive the mock store's
 * persistence and volume, or ask for another environment. Shared with other files, that state
 * leaked (a shuffled run failed the store's restart and Sentry's event count). Found by what
 * they call, so a new file of that kind is isolated without a list to keep.
 */
const OWN_MODULE_GRAPH =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(|@vitest-environment|@sentry\/|startCapturingSentry|persistStoreIn|setStoreVolume/;
const ISOLATED_UNIT_TESTS = globSync(UNIT_TESTS).filter((file) =>
  OWN_MODULE_GRAPH.test(readFileSync(file, 'utf8')),
);
/** Every screen imported once, before a file's first test (test/preload-app.ts). */
const PRELOADED_SCREENS = './test/setup-screens.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    // The build fills these in (build/plugins/inline-early-start.ts).
    define: { __TRANSLATIONS_URL__: '"/assets/"', __TRANSLATIONS_VERSION__: '"test"' },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      restoreMocks: true,
      pool: 'forks',
      // Vitest's own default leaves a core free (one worker on a 2-core CI machine, half of it
      // idle); the run is the only thing the suite does at that moment.
      maxWorkers: availableParallelism(),
      // The suite's one wait policy (README "Tests"), for a 2-core machine shared with other
      // work: a whole-app flow that takes 3 s alone may take four times that there. No test
      // or file sets its own.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      reporters: ['default'],
      projects: [
        {
          // One worker per core, reused from file to file: a new process set up jsdom and
          // imported the app again for every file, 70-85 % of the run. test/setup-screens.ts
          // imports every screen once per worker and gives each file a clean browser; the
          // mock backend is reset before each test (test/app.tsx).
          extends: true,
          test: {
            name: 'screens',
            include: [SCREEN_TESTS],
            exclude: [OWN_PROCESS_SCREEN_TESTS],
            setupFiles: [PRELOADED_SCREENS],
            isolate: false,
          },
        },
        {
          // A process per file, with the screens imported before its first test as above: a
          // flow's first screen does not wait for its lazy area inside the test's time.
          extends: true,
          test: {
            name: 'telemetry',
            include: [OWN_PROCESS_SCREEN_TESTS],
            setupFiles: [PRELOADED_SCREENS],
          },
        },
        {
          // One worker per core, reused from file to file like the screens': a new module graph
          // and jsdom for each of a hundred small files was over half of the units' time.
          extends: true,
          test: {
            name: 'units',
            include: UNIT_TESTS,
            exclude: ISOLATED_UNIT_TESTS,
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'isolated units', include: ISOLATED_UNIT_TESTS },
        },
      ],
    },
  }),
);
