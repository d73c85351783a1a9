import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createClient, payTip, signedInClient } from '@mocks/client';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError } from '@mocks/scenarios/scenarios';
import type { QrCode } from '@/api/generated/model/qrCode';
import { QR_CODES_PATH, qrCodePath } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

/** A new code of Anna's, its tip page opened twice from a table tent and tipped once. */
async function tableTentCode(): Promise<string> {
  const anna = await signedInClient(DEMO.anna);
  const { body } = await anna.call<QrCode>('qrcode/add', { title: 'Terrace 7' });
  for (let visit = 0; visit < 2; visit += 1)
    await createClient().call('payment/form', { qrCodeUuid: body.uuid, source: 't' });
  await payTip({ qrCodeUuid: body.uuid, amount: 500, source: 't' });
  return body.uuid;
}

const statistic = () => screen.findByRole('region', { name: 'Opens and tips' });

describe('a QR code’s opens and tips', () => {
  it('shows 2 opens, 1 tip, 50 % and the sum, and the same under table tent', async () => {
    const uuid = await tableTentCode();
    await renderApp({ url: qrCodePath(uuid), user: DEMO.anna });
    const section = await statistic();
    const [total, tableTent] = await within(section).findAllByText('2 opens, 1 tip');
    expect(total!.parentElement).toHaveTextContent('2 opens, 1 tip50% tippedtotal ₸5');
    expect(within(section).getByRole('list')).toHaveTextContent('Table tent');
    expect(tableTent!.closest('li')).toHaveTextContent(
      'Table tent2 opens, 1 tip50% tippedtotal ₸5',
    );
  });

  it('names opens without a source unknown', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<QrCode>('qrcode/add', { title: 'Bar' });
    await createClient().call('payment/form', { qrCodeUuid: body.uuid });
    await renderApp({ url: qrCodePath(body.uuid), user: DEMO.anna });
    const item = (await within(await statistic()).findByText(/^Unknown/)).closest('li');
    expect(item).toHaveTextContent('Unknown (a link or an older print)1 open, 0 tips0% tipped');
  });

  it('says no one has opened a new code yet, and counts again for another period', async () => {
    const anna = await signedInClient(DEMO.anna);
    const { body } = await anna.call<QrCode>('qrcode/add', { title: 'Bar' });
    await renderApp({ url: qrCodePath(body.uuid), user: DEMO.anna });
    const section = await statistic();
    expect(await within(section).findByText(/^No opens yet in this period/)).toBeVisible();
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Period' }), 'all');
    expect(await within(section).findByText(/^No opens yet in this period/)).toBeVisible();
  });

  it('offers a retry when the figures cannot be read', async () => {
    forceError('qrcode/statistic', 'general.error');
    await renderApp({ url: qrCodePath(DEMO.annaQrCode), user: DEMO.anna });
    const section = await statistic();
    expect(await within(section).findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the QR codes list’s figures', () => {
  it('shows each code’s opens, tips, conversion and sum side by side, the most tipped marked', async () => {
    await tableTentCode();
    await renderApp({ url: QR_CODES_PATH, user: DEMO.anna });
    const row = (await screen.findByRole('link', { name: 'Terrace 7' })).closest('li')!;
    expect(await within(row).findByText('2 opens, 1 tip')).toBeVisible();
    expect(row).toHaveTextContent('50% tipped');
    expect(row).toHaveTextContent('total ₸5');
    // Anna's own code has had more tips in 30 days than the new one's one.
    const best = await screen.findByText('Most tips');
    expect(best.closest('li')).toHaveTextContent('Anna Petrova');
  });
});
