import type { Page } from '@playwright/test';

/** Types an amount into the QR code form's field named `label` and leaves the field. */
export async function fillAmount(page: Page, label: string, value: number): Promise<void> {
  const field = page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field.fill(String(value));
  await field.press('Tab');
}

/** Follows the detail screen's "Open the tip page" link into its new tab. */
export async function openTipPage(page: Page): Promise<Page> {
  const [tipPage] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Open the tip page' }).click(),
  ]);
  await tipPage.waitForLoadState();
  return tipPage;
}

/** The tip buttons of a tip page, as amounts ("₸5" is 5), in order. */
export async function tipPresets(page: Page): Promise<string[]> {
  const names = await page.getByRole('button').allInnerTexts();
  return names.flatMap((name) => /^[^\dA-Za-z]*(\d+)$/.exec(name.trim())?.slice(1) ?? []);
}
