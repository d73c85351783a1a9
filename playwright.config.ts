import { defineConfig, devices } from '@playwright/test';
import { NGINX_ENVIRONMENT } from './e2e/support/nginx';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs';
import { TEST_TIME_ZONE } from './test/time-zone.mjs';

// The flows' own dates (Node, in the workers that load this file) and the browser's agree.
process.env.TZ = TEST_TIME_ZONE;

const PORT = Number(process.env.E2E_PORT ?? 4174);
const PRODUCTION_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 4175);
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4176);
/** Every project runs on a phone, in Chromium. */
const PHONE = { ...devices['Pixel 7'], browserName: 'chromium' as const };

/**
 * End-to-end flows against the mock build (`npm run build:mock` → dist-mock/), served by
 * `vite preview`, in Debian's Chromium (Playwright cannot download its own browser here).
 * e2e/production.spec.ts runs against the production build (`npm run build` → dist/) served
 * like a deployment, with the API on the mock HTTP server; e2e/nginx.spec.ts against the same
 * build served by nginx as the image serves it (`npm run serve:nginx`, deploy/).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // A flaky flow is fixed at its cause, never retried into green.
  retries: 0,
  // Timings (tests tagged @bench) are measured by `npm run bench:navigation`, not asserted in
  // `npm test` on a machine shared with other work.
  ...(process.env.E2E_BENCH ? { grep: /@bench/ } : { grepInvert: /@bench/ }),
  // The mock build starts its whole backend in the browser (service worker, seeded store)
  // before the first page: seconds on a busy 2-core machine, more than the 5 s default.
  expect: { timeout: 10_000 },
  timeout: 60_000,
  reporter: [['list'], ['junit', { outputFile: 'test-results/e2e.xml' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every flow (kept only for failures) was a quarter of the e2e step's
    // CPU. A failure still leaves its error context (the page's accessibility snapshot); to see
    // a failing flow step by step: `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    timezoneId: TEST_TIME_ZONE,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: ['production.spec.ts', 'nginx.spec.ts'],
      use: PHONE,
    },
    {
      name: 'production',
      testMatch: 'production.spec.ts',
      use: {
        ...PHONE,
        baseURL: `https://127.0.0.1:${PRODUCTION_PORT}`,
        ignoreHTTPSErrors: true,
      },
    },
    {
      name: 'nginx',
      testMatch: 'nginx.spec.ts',
      use: {
        ...PHONE,
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `node node_modules/vite/bin/vite.js preview --mode mock --outDir dist-mock --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve-production.mjs',
      env: { PORT: String(PRODUCTION_PORT) },
      url: `https://127.0.0.1:${PRODUCTION_PORT}/`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve-nginx.mjs',
      env: { ...NGINX_ENVIRONMENT, PORT: String(NGINX_PORT) },
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
