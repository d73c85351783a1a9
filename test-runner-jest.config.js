import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';
import { TEST_TIME_ZONE } from './test/time-zone.mjs';

const testRunnerConfig = getJestConfig();

/**
 * Runs every story in Debian's Chromium (Playwright cannot download its own browser here).
 * `--disable-partial-raster`: by default Chromium re-rasterizes only the invalidated part of a
 * tile and keeps the rest, and a blurred card shadow crossing that edge came out a few pixels
 * different on every other full-page capture (the statistics page at 360 px alternated between
 * two pictures for ever, so it never stood still). Whole tiles are drawn the same every time.
 */
export default {
  ...testRunnerConfig,
  testEnvironment: fileURLToPath(new URL('.storybook/shared-page-environment.js', import.meta.url)),
  testTimeout: 30000,
  reporters: ['default', ['jest-junit', { outputDirectory: 'test-results' }]],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      contextOptions: { timezoneId: TEST_TIME_ZONE },
      launchOptions: {
        executablePath: TEST_CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--disable-partial-raster'],
      },
    },
  },
};
