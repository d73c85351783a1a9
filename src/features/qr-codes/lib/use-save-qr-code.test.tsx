import { act, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '@mocks/client';
import { DEMO } from '@mocks/db/demo-ids';
import { forceError, setLatency } from '@mocks/scenarios/scenarios';
import type { QrCodeList } from '@/api/generated/model/qrCodeList';
import { NEW_QR_CODE_PATH, qrCodePath } from '@/lib/routes';
import { renderAppHook, setupAppTests } from '@test/app';
import { initialValues } from './qr-code-form';
import { useSaveQrCode } from './use-save-qr-code';

setupAppTests();

/** A new personal code's values (limits 1..max, choices 1, 5, 10): the form's checks are not the hook's. */
const newCode = (title: string, maxAmount = 10) =>
  initialValues(
    { limits: { minAmount: 1, maxAmount }, amounts: [1, 5, 10], defaultAmount: 5 },
    { title },
  );

/** The hook on the new code's address, with where it has gone since. */
const renderSave = () =>
  renderAppHook(() => ({ save: useSaveQrCode(undefined), path: useLocation().pathname }), {
    url: NEW_QR_CODE_PATH,
    user: DEMO.anna,
  });

async function annasCodes() {
  const anna = await signedInClient(DEMO.anna);
  return (await anna.call<QrCodeList>('qrcode/list', {})).body.list;
}

describe('saving the QR code form', () => {
  it('puts a server error that names a contract field under that field, any other in the alert', async () => {
    const { result } = await renderSave();
    // Above the range (1..10 000): the server names limits.maxAmount.
    act(() => result.current.save.submit(newCode('Terrace 7', 20_000)));
    await waitFor(() => expect(result.current.save.serverField).toBe('limits.maxAmount'));
    expect(result.current.save.errorOf('limits.maxAmount')).toBe('A field is in the wrong format.');
    expect(result.current.save.errorOf('title')).toBeUndefined();

    forceError('qrcode/add', 'general.error', { once: true });
    act(() => result.current.save.submit(newCode('Terrace 7')));
    await waitFor(() => expect(result.current.save.error).toMatchObject({ code: 'general.error' }));
    expect(result.current.save.serverField).toBeNull();
    expect(result.current.path).toBe(NEW_QR_CODE_PATH);
    expect((await annasCodes()).map((code) => code.title)).not.toContain('Terrace 7');
  });

  it('shows no error while the next try is on its way, then opens the code it made', async () => {
    forceError('qrcode/add', 'general.error', { once: true });
    const { result } = await renderSave();
    act(() => result.current.save.submit(newCode('Terrace 7')));
    await waitFor(() => expect(result.current.save.error).not.toBeNull());

    setLatency(200);
    act(() => result.current.save.submit(newCode('Terrace 7')));
    await waitFor(() => expect(result.current.save.pending).toBe(true));
    expect(result.current.save.error).toBeNull();
    await waitFor(() => expect(result.current.path).not.toBe(NEW_QR_CODE_PATH));
    const made = (await annasCodes()).find((code) => code.title === 'Terrace 7');
    expect(result.current.path).toBe(qrCodePath(made!.uuid));
  });
});
