import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();

/** Runs every story in Debian's Chromium (Playwright cannot download its own browser here). */
export default {
  ...testRunnerConfig,
  testTimeout: 30000,
  reporters: ['default', ['jest-junit', { outputDirectory: 'test-results' }]],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
      },
    },
  },
};
