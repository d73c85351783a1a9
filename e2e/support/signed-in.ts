import { test as base, type BrowserContext } from '@playwright/test';
import { signIn } from './cabinet';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Tests that start in the cabinet as Anna (DEMO): `test.use({ signedIn: true })`. Each test's
 * context opens a copy of one session signed in through the sign-in page once per worker
 * (cookies and localStorage, which holds the mock build's whole store): the same demo data and
 * session a sign-in of its own would give it, without the sign-in's page loads and code in
 * every test. The sign-in itself is tested in auth.spec.ts and return-to.spec.ts.
 * `language` starts the app in that language, as if chosen with the switcher.
 */
export const test = base.extend<
  { signedIn: boolean; language: string | undefined },
  { session: StorageState }
>({
  signedIn: [false, { option: true }],
  language: [undefined, { option: true }],
  session: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await signIn(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, language, session }, provide) => {
    if (!signedIn) return provide(undefined);
    const choice = language
      ? [
          { name: 'locale', value: language },
          { name: 'locale.explicit', value: 'true' },
        ]
      : [];
    await provide({
      ...session,
      origins: session.origins.map((origin) => ({
        ...origin,
        localStorage: [
          ...origin.localStorage.filter(({ name }) => !language || !name.startsWith('locale')),
          ...choice,
        ],
      })),
    });
  },
});

export { expect } from '@playwright/test';
