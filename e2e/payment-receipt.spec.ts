import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { payOnGateway, SUCCESS_CARD } from './support/gateway';

/** Demo data of the mock backend (mocks/db/demo-ids.ts) and its gateway's test cards. */
const ANNA = '/a0000000-0000-4000-8000-000000000001';
const PENDING_THEN_PAID_CARD = /4000 0000 0000 0077/;

test.use({ locale: 'en-US' });

/** Tips Anna her preselected ₸5 with a test card and lands on the finish page: its orderId. */
async function tipAnna(page: Page, card: RegExp): Promise<string> {
  await page.goto(ANNA);
  await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await payOnGateway(page, card);
  await expect(page).toHaveURL(/\/finish\.html\?orderId=/);
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

test.describe('the finish page: did my tip go through?', () => {
  test('a paid tip has a receipt to keep, saved as a PDF', async ({ page }) => {
    const orderId = await tipAnna(page, SUCCESS_CARD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your tip has been sent',
    );
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt).toContainText('Anna P.');
    await expect(receipt).toContainText(/Service fee\s*₸0\.15, paid by you/);
    await expect(receipt).toContainText(/Charged\s*₸5\.15/);
    await expect(receipt).toContainText(orderId);

    const download = page.waitForEvent('download');
    await receipt.getByRole('button', { name: 'Save as PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`tip-receipt-${orderId}.pdf`);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe('Tip receipt');
    expect(document.getPageCount()).toBe(1);
  });

  test('a payment the bank keeps pending is asked about until it goes through', async ({
    page,
  }) => {
    await tipAnna(page, PENDING_THEN_PAID_CARD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your payment is being processed',
    );
    await expect(page.getByRole('region', { name: 'Receipt' })).toHaveCount(0);
    // The mock gateway settles it 8 s later on its clock: move the clock instead of waiting.
    await page.waitForFunction(() => window.__mockBackend !== undefined);
    await page.evaluate(() => window.__mockBackend?.advanceClock(8000));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your tip has been sent',
    );
    await expect(page.getByRole('region', { name: 'Receipt' })).toContainText('Anna P.');
  });
});
