import { expect, test, type Locator, type Page } from '@playwright/test';
import { payOnGateway, SUCCESS_CARD } from './support/gateway';

/** Demo data of the mock backend (mocks/db/demo-ids.ts). */
const ANNA = '/a0000000-0000-4000-8000-000000000001';
const CAFE_PUSHKIN = '/t/b0000000-0000-4000-8000-000000000001';
const DECLINED_CARD = /4000 0000 0000 0002/;

test.use({ locale: 'en-US' });

/** A tip button: its name is the amount alone ("₸5"), unlike the pay button ("Pay ₸5"). */
const preset = (page: Page, amount: number) =>
  page.getByRole('button', { name: new RegExp(`^[^\\dA-Za-z]*${amount}$`) });

/** Presses Tab until `target` has focus: proves it is reachable with the keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

test.describe('public tipping', () => {
  test('tip Anna 5 with the success card, told what she receives: the finish page shows success', async ({
    page,
  }) => {
    await page.goto(ANNA);
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    await preset(page, 5).click();
    await expect(page.getByTestId('tip-total')).toHaveText(/5\.15/);
    // What Anna gets, under the total, for both fee choices (payment/fee's 3 %).
    const receives = page.getByTestId('tip-receives');
    await expect(receives).toHaveText('Anna Petrova receives ₸5 in full');
    const coverFee = page.getByRole('checkbox', { name: /service fee/ });
    await coverFee.uncheck();
    await expect(receives).toHaveText('Anna Petrova receives ₸4.85 after the ₸0.15 service fee');
    await coverFee.check();
    await expect(receives).toHaveText('Anna Petrova receives ₸5 in full');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await payOnGateway(page, SUCCESS_CARD);
    await expect(page).toHaveURL(/\/finish\.html\?orderId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your tip has been sent',
    );
  });

  test('a declined card shows failure and the retry keeps the amount', async ({ page }) => {
    await page.goto(ANNA);
    await preset(page, 10).click();
    await page.getByRole('textbox', { name: /Comment/ }).fill('Lovely service');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await payOnGateway(page, DECLINED_CARD);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The payment did not go through',
    );
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    await expect(preset(page, 10)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: /Comment/ })).toHaveValue('Lovely service');
  });

  test('the team page loads a second page of members', async ({ page }) => {
    await page.goto(CAFE_PUSHKIN);
    await expect(page.getByRole('heading', { level: 1, name: 'Cafe Pushkin' })).toBeVisible();
    const members = page.getByRole('list').getByRole('link');
    await expect(members).toHaveCount(50);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(members).not.toHaveCount(50);
    expect(await members.count()).toBeGreaterThan(50);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });

  test('?mockError=payment/form:client.notActive.error shows its message', async ({ page }) => {
    await page.goto(`${ANNA}?mockError=payment/form:client.notActive.error`);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
      'This recipient cannot accept tips right now',
    );
    await expect(alert).toContainText(/unavailable|not available/i);
  });

  test('the whole tip works with the keyboard alone', async ({ page }) => {
    await page.goto(ANNA);
    // A fresh load leaves focus at the start of the document; Tab walks from there.
    await expect(page.getByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    await expect(page.locator('body')).toBeFocused();
    await tabTo(page, preset(page, 10));
    await page.keyboard.press('Space');
    await expect(preset(page, 10)).toHaveAttribute('aria-pressed', 'true');
    const fourStars = page.getByRole('radio', { name: /4/ });
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(fourStars).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: /^Pay/ }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Mock payment gateway' })).toBeVisible();
    await tabTo(page, page.getByRole('radio', { name: SUCCESS_CARD }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Pay' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your tip has been sent',
    );
  });
});

test.describe('what is shown is what is paid', () => {
  const amountField = (page: Page) => page.getByRole('textbox', { name: 'Your amount' });
  const payButton = (page: Page) => page.getByRole('button', { name: /^Pay/ });

  test('a fee that cannot be had shows no total, holds Pay, and the tip alone is paid once the payer unticks the fee', async ({
    page,
  }) => {
    await page.goto(`${ANNA}?mockError=payment/fee:503`);
    await expect(page.getByRole('alert')).toContainText('The service fee could not be calculated');
    await expect(page.getByTestId('tip-total')).toHaveText('—');
    await expect(payButton(page)).toHaveText('Pay');
    await expect(payButton(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: /service fee/ }).uncheck();
    await expect(payButton(page)).toHaveText('Pay ₸5');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Mock payment gateway' })).toBeVisible();
    // What the gateway charges: the tip alone, as the button said.
    await expect(page.getByText(/Anna P\. · 5 KZT/)).toBeVisible();
  });

  test('the pay button names the tip with the fee, and the gateway charges exactly that', async ({
    page,
  }) => {
    await page.goto(ANNA);
    await expect(payButton(page)).toHaveText('Pay ₸5.15');
    await payButton(page).click();
    await expect(page.getByText(/Anna P\. · 5\.15 KZT/)).toBeVisible();
  });

  test('Enter on an amount over the limit shows the limit and why, and does not pay until pressed again', async ({
    page,
  }) => {
    await page.goto(ANNA);
    await expect(payButton(page)).toBeEnabled();
    await amountField(page).fill('50');
    await amountField(page).press('Enter');
    await expect(amountField(page)).toHaveValue('10');
    await expect(page.getByText('Changed to ₸10: tips here are from ₸1 to ₸10')).toBeVisible();
    await expect(payButton(page)).toHaveText('Pay ₸10.30');
    await expect(page).toHaveURL(new RegExp(`${ANNA}$`));
    await amountField(page).press('Enter');
    await expect(page.getByText(/Anna P\. · 10\.3 KZT/)).toBeVisible();
  });

  test('the mock gateway does not log the card number', async ({ page }) => {
    // Every message, with whatever of its arguments can still be read (MSW logs the request
    // as an object).
    const logged: string[] = [];
    page.on('console', (message) => {
      void Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => null))).then(
        (values) => logged.push(`${message.text()} ${JSON.stringify(values)}`),
      );
    });
    await page.goto(ANNA);
    await payButton(page).click();
    await payOnGateway(page, SUCCESS_CARD);
    await expect(page).toHaveURL(/\/finish\.html\?orderId=/);
    const card = /4111\s?1111\s?1111\s?1111|4111111111111111/;
    expect(logged.filter((text) => card.test(text))).toEqual([]);
  });
});
