import { expect, type Page } from '@playwright/test';
import { DEMO, enterCode, lastCode } from './cabinet';

/** Cafe Pushkin (mocks/db/demo-ids.ts): Anna owns it; members 1 and 2 administer it. */
export const PUSHKIN = {
  uuid: 'b0000000-0000-4000-8000-000000000001',
  path: '/cabinet/teams/b0000000-0000-4000-8000-000000000001',
};
/** Grand Hotel: Anna owns it; 1,000 members, only in the large data set (`?mockVolume=large`). */
export const GRAND_HOTEL = {
  path: '/cabinet/teams/b0000000-0000-4000-8000-000000000005',
  members: 1000,
};
export const COFFEE_POINT = 'b0000000-0000-4000-8000-000000000003';
/** An open Cafe Pushkin member link of the demo data (mocks/README.md). */
export const PUSHKIN_MEMBER_LINK = '/auth/invite/d0000000-0000-4000-8000-000000000004';

/** Cafe Pushkin member number n: no e-mail, they sign in by phone (+770000100NN). */
export function pushkinMemberPhone(n: number): string {
  return `+7700001${String(n).padStart(4, '0')}`;
}

/**
 * Signs in by phone, the settings' login mode switched to PHONE for this page (the members of
 * the demo data have no e-mail), landing on `path`.
 */
export async function signInByPhone(page: Page, phone: string, path: string): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const response = await original(input, init);
      if (!url.includes('/application/settings/info')) return response;
      const settings = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...settings, loginMode: 'PHONE' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
  });
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.getByLabel(/^Phone number/).pressSequentially(phone);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterCode(page, await lastCode(page, phone));
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The team page's summary card (members count, the person's role). */
export const teamSummary = (page: Page) => page.getByRole('region', { name: 'About the team' });
