import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { recordViolations } from './support/csp';

/**
 * The production build (dist/, served by scripts/serve-production.mjs): it starts through the
 * inline early start (src/app/early-start/), which the mock build used by the other specs has
 * not. Anna's page must come up whole, with each start-up call asked only once.
 */
const ANNA = '/a0000000-0000-4000-8000-000000000001';

test.use({ locale: 'en-US' });

/** Built files of the private area: its code and its words (dist-meta/manifest.json). */
function privateAreaFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist-meta/manifest.json', 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  return new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) =>
        /^src\/(features\/(cabinet|auth|orders)\/|locales\/[^/]+\/(auth|cabinet)\.json$)/.test(
          chunk.src ?? key,
        ),
      )
      .map(([, chunk]) => `/${chunk.file}`),
  );
}

test('the user page starts through the early start and asks each first call once', async ({
  page,
}) => {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const call = url.pathname + (url.pathname.startsWith('/barrel/') ? url.search : '');
    asked.set(call, (asked.get(call) ?? 0) + 1);
  });
  await page.goto(ANNA);

  await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
  const photo = page.locator('header img');
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The fee is asked after the first paint; then the total includes it (3% of 5).
  await expect(page.getByTestId('tip-total')).toHaveText(/5\.15/);

  expect(await page.evaluate(() => '__tipsEarlyStart' in window)).toBe(true);
  // Cabinet code and words never load on a public page.
  const privateFiles = privateAreaFiles();
  expect(privateFiles.size).toBeGreaterThan(0);
  expect([...asked.keys()].filter((path) => privateFiles.has(path))).toEqual([]);
  for (const call of [
    '/api/payment/form',
    '/api/customization/get',
    '/api/application/settings/info',
    '/barrel/tips-web?key=apiprefix',
    '/barrel/tips-web?key=sentrydsn',
  ]) {
    expect(asked.get(call), call).toBe(1);
  }
});

test('a page that is not a payment page starts the app too', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the app still starts where a strict CSP blocks the inline early start', async ({ page }) => {
  // The HTML as a deployment with `script-src 'self'` would serve it: no inline script runs.
  await page.route(ANNA, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': "script-src 'self'" },
    });
  });
  await page.goto(ANNA);
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
  expect(await page.evaluate(() => '__tipsEarlyStart' in window)).toBe(false);
});

test.describe('production ships safe by default', () => {
  test('every file comes with the security headers, and the app runs within its policy', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(ANNA);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
    expect(headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
    // The inline early start runs: its hash is in the policy.
    await expect(page.getByTestId('tip-total')).toHaveText(/5\.15/);
    expect(await page.evaluate(() => '__tipsEarlyStart' in window)).toBe(true);
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the page cannot be framed', async ({ page, baseURL }) => {
    // A page of the same origin: frame-ancestors 'none' refuses even that (and a local page
    // keeps Chromium's private-network rules out of the picture).
    await page.route(`${baseURL}/framing-test`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${ANNA}" title="tips"></iframe>`,
      }),
    );
    await page.goto('/framing-test');
    await expect(page.locator('iframe')).toBeAttached();
    // The frame is refused: Chromium shows its error page there, never the app.
    await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/);
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'Anna Petrova' }),
    ).toHaveCount(0);
  });

  test('a script the policy does not name never runs', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.route('https://scripts.example/inject.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__injected = "remote";' }),
    );
    await page.route(ANNA, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>window.__injected = "inline";</script>' +
          '<script src="https://scripts.example/inject.js"></script></head>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBe(
      undefined,
    );
    expect(await violations()).toEqual(
      expect.arrayContaining([
        'script-src-elem inline',
        'script-src-elem https://scripts.example/inject.js',
      ]),
    );
  });

  test('source maps are not served', async ({ page, request }) => {
    // index.html's entry script (a tip page's shell starts it later, from its own start module).
    await page.goto('/cabinet');
    const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    const code = await (await request.get(entry!)).text();
    expect(code).not.toContain('sourceMappingURL');
    const map = await request.get(`${entry}.map`);
    expect(map.headers()['content-type']).not.toMatch(/json/);
    expect(await map.text()).not.toMatch(/"mappings"/);
  });

  test('the build files for tools and hosts are not served', async ({ request }) => {
    // Manifests (every source file per chunk) and the headers files stay in dist-meta/: these
    // addresses get the app's page (its fallback), never the files.
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/chunk-modules.json',
      '/.vite/security-headers.conf',
      '/_headers',
    ]) {
      const response = await request.get(path);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    }
  });

  test('a tip is paid through the mock gateway on its own https origin', async ({
    page,
    baseURL,
  }) => {
    await page.goto(ANNA);
    const pay = page.getByRole('button', { name: /^Pay/ });
    await expect(pay).toHaveText('Pay ₸5.15');
    await pay.click();
    await expect(page.getByRole('heading', { name: 'Mock payment gateway' })).toBeVisible();
    const gateway = new URL(page.url());
    expect(gateway.protocol).toBe('https:');
    expect(gateway.origin).not.toBe(new URL(baseURL!).origin);
    await expect(page.getByText(/Anna P\. · 5\.15 KZT/)).toBeVisible();
    await page.getByRole('radio', { name: /4111 1111 1111 1111/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/finish\\.html\\?orderId=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your tip has been sent',
    );
  });
});

/**
 * The public pages' prerendered shells (build/plugins/prerender-shells.ts): the form's words
 * come in the HTML, in the request's language, and React takes that HTML over.
 */
test.describe('the tip page paints before its JavaScript', () => {
  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('the user page shows its form in the visitor’s language', async ({ page }) => {
      await page.goto(ANNA);
      await expect(
        page.getByRole('group', { name: 'How much would you like to tip?' }),
      ).toBeVisible();
      await expect(page.getByText('Your amount')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('in Russian when the browser asks for it', async ({ browser }) => {
      const context = await browser.newContext({
        locale: 'ru-RU',
        javaScriptEnabled: false,
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      await page.goto(ANNA);
      await expect(page.getByRole('group', { name: 'Сколько вы хотите оставить?' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await context.close();
    });
  });

  test('the app’s code is asked for only once the shell’s first frame is drawn', async ({
    page,
  }) => {
    // The first frame's start: rendering waits for the stylesheet, so this is the shell's frame.
    await page.addInitScript(() =>
      requestAnimationFrame(
        (time) => ((window as unknown as { __firstFrame: number }).__firstFrame = time),
      ),
    );
    await page.goto(ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    const { firstFrame, entryAsked } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { __firstFrame: number }).__firstFrame,
      entryAsked:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? NaN,
    }));
    expect(entryAsked).toBeGreaterThan(firstFrame);
    // Pages without a shell need the code for their first paint: index.html asks for it.
    await page.goto('/cabinet');
    await expect(page.locator('script[type="module"][src*="/assets/index-"]')).toHaveCount(1);
  });

  // Lighthouse's mobile width and the narrow phones most guests hold, in each language.
  for (const [locale, width] of [
    ['en-US', 412],
    ['ru-RU', 412],
    ['kk-KZ', 412],
    ['en-US', 360],
    ['ru-RU', 360],
    ['kk-KZ', 360],
  ] as const)
    test(`the largest paint is the shell’s question, from HTML and CSS (${locale}, ${width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        locale,
        viewport: { width, height: 823 },
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      // Each candidate as the browser reports it, while its element is still in the page (the
      // app draws its own page over the shell's).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __largest: string[] }).__largest = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>)
            seen.push(
              `${entry.element?.tagName} ${entry.element?.closest('[data-prerendered]') ? 'shell' : 'app'}`,
            );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(ANNA);
      // Everything that could paint later has painted: the app's page with its photo.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('main img')].every(
              (image) => (image as HTMLImageElement).naturalWidth > 0,
            ),
          ),
        )
        .toBe(true);
      const largest = await page.evaluate(
        () => (window as unknown as { __largest: string[] }).__largest,
      );
      // The shell's <legend>: nothing the app draws later (photo, name, its own form) is larger.
      expect(largest.at(-1)).toBe('LEGEND shell');
      await context.close();
    });

  test('React takes the shell over where it stands, without a warning or a policy violation', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const violations = await recordViolations(page);
    // The first <main> the document gets is the shell's, parsed from the HTML.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const main = records
          .flatMap((record) => [...record.addedNodes])
          .find((node) => node.nodeName === 'MAIN');
        if (!main) return;
        (window as unknown as { __shellMain: Node }).__shellMain = main;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    await expect(page.getByTestId('tip-total')).toHaveText(/5\.15/);
    // Hydrated, not replaced: a mismatch would have made React render the page anew.
    expect(
      await page.evaluate(
        () =>
          document.querySelector('main') ===
          (window as unknown as { __shellMain: Node }).__shellMain,
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('the recipient’s photo shows in the shell before the app', async ({ page }) => {
    // The app's code never arrives: what shows is the HTML and its inline early start alone.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(ANNA);
    const photo = page.locator('img[data-early-photo]');
    await expect(photo).toHaveAttribute('src', /\/api\/profile\/photo\/download\//);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(
      page.getByRole('group', { name: 'How much would you like to tip?' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('the team page is prerendered and hydrated too', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    const response = await page.goto('/t/b0000000-0000-4000-8000-000000000001');
    expect(await response?.text()).toContain('aria-busy="true"');
    await expect(page.getByRole('heading', { level: 1, name: 'Cafe Pushkin' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a language saved in the browser wins, and the shell in another never shows', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('locale', 'ru');
      localStorage.setItem('locale.explicit', 'true');
      // At the first frame: the stylesheet, which hides a stale shell, blocks rendering until
      // then.
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() => {
          const legend = document.querySelector('legend');
          (window as unknown as { __shellShown: unknown }).__shellShown = legend?.checkVisibility({
            visibilityProperty: true,
          });
        }),
      );
    });
    const response = await page.goto(ANNA);
    // The server chose by Accept-Language (en-US): the English shell came…
    expect(await response?.text()).toContain('How much would you like to tip?');
    // …and stayed hidden until the app drew the page in Russian. (The first frame may come
    // after the load event that goto waits for.)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shellShown: unknown }).__shellShown),
      )
      .toBe(false);
    await expect(page.getByRole('group', { name: 'Сколько вы хотите оставить?' })).toBeVisible();
  });
});
