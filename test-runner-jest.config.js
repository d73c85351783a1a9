import { getJestConfig } from '@storybook/test-runner';

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
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
        ],
      },
    },
  },
};
