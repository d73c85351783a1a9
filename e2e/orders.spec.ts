import { openCabinetMenu } from './support/cabinet';
import {
  confirmButton,
  figure,
  PAID_ORDER,
  PUSHKIN_LLP,
  refundedInStatistics,
  startPartialRefund,
  tenge,
} from './support/orders';
import { expect, test } from './support/signed-in';

/**
 * Refunds in the order-to-order area against the mock build: Anna's Pushkin LLP and its paid
 * order of 500 KZT (Order 1001).
 */
test.use({ locale: 'en-US', signedIn: true });

test.describe('refunds', () => {
  test('refund 100 in part, refuse 450, refund the rest in full; the statistics follow', async ({
    page,
  }) => {
    await page.goto('/cabinet');
    // Anna's only organisation opens straight away.
    const menu = await openCabinetMenu(page);
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${PUSHKIN_LLP}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pushkin LLP' })).toBeVisible();
    const refundedBefore = await refundedInStatistics(page);

    const row = page.getByRole('link', { name: /^Order 1001/ });
    await expect(row).toContainText('₸500');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${PUSHKIN_LLP}/${PAID_ORDER}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Order 1001' })).toBeVisible();
    await expect(figure(page, 'Can still be refunded')).toHaveText(tenge('500'));

    let dialog = await startPartialRefund(page, '100');
    await expect(dialog).toContainText('₸400 will remain to refund.');
    await confirmButton(dialog, '100').click();
    await expect(page.getByText('₸100 refunded.')).toBeVisible();
    await expect(figure(page, 'Can still be refunded')).toHaveText(tenge('400'));

    dialog = await startPartialRefund(page, '450');
    await expect(
      dialog.getByText('That is more than remains to refund: at most ₸400.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Refund in full' }).click();
    dialog = page.getByRole('dialog', { name: 'Refund in full' });
    await expect(dialog).toContainText('₸400 will go back to the buyer. Nothing will remain');
    await confirmButton(dialog, '400').click();
    await expect(page.getByText('This order has been refunded in full.')).toBeVisible();
    await expect(figure(page, 'Status')).toHaveText('Refunded');
    await expect(figure(page, 'Can still be refunded')).toHaveText(tenge('0'));
    await expect(page.getByRole('button', { name: /^Refund/ })).toHaveCount(0);
    const refunds = page.getByRole('region', { name: 'Refunds' }).getByRole('listitem');
    await expect(refunds).toHaveCount(2);

    // Back on the organisation: the row and this month's refunded amount, without a reload.
    await page.getByRole('link', { name: 'Back to the organisation' }).click();
    await expect(page.getByRole('link', { name: /^Order 1001/ })).toContainText('Refunded');
    await expect.poll(() => refundedInStatistics(page)).toBe(refundedBefore + 500);
  });

  test('a double click on the confirmation refunds once', async ({ page }) => {
    await page.goto(`/orders/${PUSHKIN_LLP}/${PAID_ORDER}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order 1001' })).toBeVisible();
    const dialog = await startPartialRefund(page, '100');
    await confirmButton(dialog, '100').dblclick();
    await expect(page.getByText('₸100 refunded.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(figure(page, 'Can still be refunded')).toHaveText(tenge('400'));
    // The server agrees after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveCount(
      1,
    );
  });

  test('a lost network keeps the amount, and trying again refunds once', async ({ page }) => {
    await page.goto(`/orders/${PUSHKIN_LLP}/${PAID_ORDER}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order 1001' })).toBeVisible();
    await page.evaluate(() =>
      window.__mockBackend?.forceNetworkError('order/refund/part', { once: true }),
    );
    const dialog = await startPartialRefund(page, '120.50');
    await confirmButton(dialog, '120.50').click();
    await expect(dialog.getByRole('alert')).toContainText('Check your internet connection');
    await expect(dialog.getByLabel(/^Amount to refund/)).toHaveValue(/^120\.50?$/);
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('₸120.50 refunded.')).toBeVisible();
    await expect(figure(page, 'Can still be refunded')).toHaveText(tenge('379.50'));
  });
});

test.describe('orders on a phone', () => {
  test('the filters wait behind their button, which counts the ones applied', async ({ page }) => {
    await page.goto(`/orders/${PUSHKIN_LLP}`);
    const orders = page.getByRole('region', { name: 'Orders', exact: true });
    const toggle = orders.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(orders.getByRole('combobox', { name: 'Status' })).toBeHidden();
    await expect(orders.getByRole('link', { name: /^Order 10/ }).first()).toBeVisible();

    await toggle.click();
    await orders.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Refunded' });
    await orders.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]status=REFUNDED/);
    const applied = orders.getByRole('button', { name: 'Filters, 1 on' });
    await expect(applied).toHaveAttribute('aria-expanded', 'false');
    await expect(applied).toBeFocused();
    await expect(orders.getByRole('combobox', { name: 'Status' })).toBeHidden();
    await expect(orders.getByRole('link', { name: /^Order 10/ }).first()).toContainText('Refunded');
  });
});
