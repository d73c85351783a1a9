import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { fillAmount, openTipPage, tipPresets } from './support/qr-codes';
import { tipAndPay } from './support/gateway';
import { expect, test } from './support/signed-in';

test.use({ locale: 'en-US', signedIn: true });

/** The code's detail screen is open: its address, as the share field shows it. */
async function tipPageAddress(page: Page): Promise<string> {
  return page.getByRole('textbox', { name: 'Tip page address' }).inputValue();
}

test.describe('QR codes', () => {
  test('create a code, see its tip page follow its amounts, print it, delete it', async ({
    page,
  }) => {
    await page.goto('/cabinet/qr-codes');
    await expect(page.getByRole('heading', { level: 1, name: 'QR codes' })).toBeVisible();

    await page.getByRole('link', { name: 'New QR code' }).first().click();
    await page.getByLabel(/^Name of the code/).fill('Terrace 7');
    await fillAmount(page, 'Minimum', 2);
    await fillAmount(page, 'Maximum', 20);
    await fillAmount(page, 'Amount 1', 2);
    await fillAmount(page, 'Amount 2', 5);
    await fillAmount(page, 'Amount 3', 20);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terrace 7' })).toBeVisible();
    const address = await tipPageAddress(page);
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f-]{36}$/);

    const tipPage = await openTipPage(page);
    expect(tipPage.url()).toBe(address);
    await expect.poll(() => tipPresets(tipPage)).toEqual(['2', '5', '20']);

    await page.getByRole('link', { name: 'Edit' }).click();
    await fillAmount(page, 'Maximum', 15);
    await fillAmount(page, 'Amount 3', 15);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terrace 7' })).toBeVisible();
    await tipPage.reload();
    await expect.poll(() => tipPresets(tipPage)).toEqual(['2', '5', '15']);
    await tipPage.close();

    const download = page.waitForEvent('download');
    await page.getByRole('combobox', { name: 'Template' }).selectOption('tableTent');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('terrace-7-table-tent.pdf');
    const document = await PDFDocument.load(readFileSync(await pdf.path()));
    const { width, height } = document.getPage(0).getSize();
    // 148 × 210 mm (72 pt per 25.4 mm); the print test checks every template more closely.
    expect([width / (72 / 25.4), height / (72 / 25.4)].map(Math.round)).toEqual([148, 210]);
    // The calibration mark has the last page to itself.
    expect(document.getPageCount()).toBe(2);

    // An A4 sheet of business cards: exactly A4 (595.28 × 841.89 pt).
    const sheetDownload = page.waitForEvent('download');
    await page.getByRole('combobox', { name: 'Template' }).selectOption('cardSheet');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const sheet = await sheetDownload;
    expect(sheet.suggestedFilename()).toBe('terrace-7-card-sheet.pdf');
    const sheetSize = (await PDFDocument.load(readFileSync(await sheet.path())))
      .getPage(0)
      .getSize();
    expect([sheetSize.width, sheetSize.height].map((side) => side.toFixed(2))).toEqual([
      '595.28',
      '841.89',
    ]);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Terrace 7”?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/cabinet\/qr-codes$/);
    await expect(page.getByText('“Terrace 7” deleted.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terrace 7' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Anna Petrova' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terrace 7' })).toHaveCount(0);
  });

  test('two visits from a table tent and one tip: the code shows 2 opens, 1 tip, 50 %, under table tent', async ({
    page,
  }) => {
    await page.goto('/cabinet/qr-codes/new');
    await page.getByLabel(/^Name of the code/).fill('Window table');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Window table' })).toBeVisible();
    const codePage = page.url();
    const address = await tipPageAddress(page);
    const statistic = page.getByRole('region', { name: 'Opens and tips' });
    await expect(statistic.getByText(/^No opens yet in this period/)).toBeVisible();

    // Two guests scan the table tent (its code's address names it: s=t); the second tips.
    for (let visit = 1; visit <= 2; visit += 1) {
      await page.goto(`${address}?s=t`);
      await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    }
    await tipAndPay(page);

    await page.goto(codePage);
    const total = statistic.locator('p').filter({ hasText: '2 opens, 1 tip' }).first();
    await expect(total).toBeVisible();
    await expect(total).toContainText(/50\s?% tipped/);
    const tableTent = statistic.getByRole('listitem').filter({ hasText: 'Table tent' });
    await expect(tableTent).toContainText('2 opens, 1 tip');
    await expect(tableTent).toContainText(/50\s?% tipped/);
    await expect(statistic.getByRole('listitem')).toHaveCount(1);
  });
});
