import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { payTip } from '@mocks/test-utils';
import { operationPath } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

/** The operation's page after a tip is paid on the public page; its fields by their names. */
async function openPaidTip(tip: { amount: number; payFee: boolean }) {
  const orderId = await payTip({ qrCodeUuid: DEMO.annaQrCode, ...tip });
  const operation = db.operations.findFirst((q) => q.where({ orderId }))!;
  await renderApp({ url: operationPath(operation.uuid), user: DEMO.anna });
  const details = await screen.findByRole('article');
  // Money shows in the settings' currency once they are in.
  await waitFor(() => expect(details).toHaveTextContent('₸'));
  return (name: string) =>
    within(details).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('an operation’s fee and what the recipient received', () => {
  it('the guest paid the fee on top: the whole tip was received', async () => {
    const field = await openPaidTip({ amount: 1000, payFee: true });
    expect(field('Fee')).toBe('₸0.30, paid by the guest on top of the tip');
    expect(field('Received')).toBe('₸10');
  });

  it('the fee was taken from the tip: the tip less the fee was received', async () => {
    const field = await openPaidTip({ amount: 1000, payFee: false });
    expect(field('Fee')).toBe('₸0.30, taken from the tip');
    expect(field('Received')).toBe('₸9.70');
  });

  it('a hidden amount shows neither', async () => {
    await renderApp({ url: operationPath(DEMO.hiddenAmountTip), user: DEMO.anna });
    const details = await screen.findByRole('article');
    expect(within(details).queryByText('Fee')).toBeNull();
    expect(within(details).queryByText('Received')).toBeNull();
  });
});
