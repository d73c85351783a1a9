// A QR code's screen with its print preview, then the preview redrawn for each template: the
// code is encoded, laid out and drawn as SVG on the page's main thread (the PDF itself is made
// only on request and is not part of this).
export const name = 'qr-codes-print';

const TEMPLATES = ['sticker', 'qrCode', 'card', 'tableTent'];

export async function run({ page, origin, measure }) {
  const open = await measure(async () => {
    await page.goto(`${origin}/cabinet/qr-codes/a0000000-0000-4000-8000-000000000001`);
    await page.getByRole('img', { name: /table tent|настольный|үстел/i }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  const redraw = await measure(async () => {
    for (const template of TEMPLATES) {
      await page.getByRole('combobox', { name: /^(Template|Шаблон|Үлгі)$/ }).selectOption(template);
      await page.locator(`svg[data-format="${template}"]`).waitFor();
    }
  });
  return {
    figures: {
      ...Object.fromEntries(Object.entries(open).map(([key, value]) => [`open ${key}`, value])),
      ...Object.fromEntries(Object.entries(redraw).map(([key, value]) => [`redraw ${key}`, value])),
    },
    failures: redraw.longTasksOver50 > 0 ? ['a template switch made a long task'] : [],
  };
}
