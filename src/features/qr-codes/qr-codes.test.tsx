import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, signedInClient } from '@mocks/client';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { forceError, setLatency } from '@mocks/scenarios/scenarios';
import type { PaymentForm } from '@/api/generated/model/paymentForm';
import type { QrCodeList } from '@/api/generated/model/qrCodeList';
import {
  editQrCodePath,
  NEW_QR_CODE_PATH,
  QR_CODES_PATH,
  qrCodePath,
  teamPath,
} from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

/** Download links are clicked, not followed: jsdom cannot save files. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:qr');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

// jsdom has no modal dialogs: open and close the native <dialog> the way a browser would.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

const ANNA_MEMBER_CODE = `a2${DEMO.annaQrCode.slice(2)}`;

async function annasCodes() {
  const anna = await signedInClient(DEMO.anna);
  return (await anna.call<QrCodeList>('qrcode/list', {})).body.list;
}

/** Types into an amount field (the mask arrives later; the bare field reports as it types). */
async function typeAmount(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const field = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
}

describe('the QR code list', () => {
  it('shows personal codes first, then each team’s, and lets only codes of one’s own making go', async () => {
    await renderApp({ url: QR_CODES_PATH, user: DEMO.anna });
    const personal = await screen.findByRole('region', { name: 'Personal' });
    expect(within(personal).getByRole('link', { name: 'Anna Petrova' })).toBeVisible();
    const cafe = screen.getByRole('region', { name: 'Cafe Pushkin' });
    expect(
      within(cafe)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Anna Petrova, Cafe Pushkin', 'Cafe Pushkin']);
    expect(within(cafe).getByText('Team page · Tips')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('filters by team', async () => {
    const user = userEvent.setup();
    await renderApp({ url: QR_CODES_PATH, user: DEMO.anna });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Show' }), 'Cafe Pushkin');
    expect(screen.queryByRole('region', { name: 'Personal' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Cafe Pushkin' })).toBeVisible();
  });

  it('deletes a code after a dialog that names it: gone at once, back with a message on failure', async () => {
    const anna = await signedInClient(DEMO.anna);
    await anna.call('qrcode/add', { title: 'Terrace 7' });
    const user = userEvent.setup();
    await renderApp({ url: QR_CODES_PATH, user: DEMO.anna });

    forceError('qrcode/delete', 'general.error', { once: true });
    await user.click(await screen.findByRole('button', { name: 'Delete Terrace 7' }));
    // Slow answers: the code must be gone before the server has said anything.
    setLatency(400);
    const dialog = screen.getByRole('dialog', { name: 'Delete “Terrace 7”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Terrace 7' })).toBeNull());
    expect(await screen.findByRole('alert')).toHaveTextContent('“Terrace 7” was not deleted.');
    expect(await screen.findByRole('link', { name: 'Terrace 7' })).toBeVisible();
    setLatency(0);

    await user.click(await screen.findByRole('button', { name: 'Delete Terrace 7' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Terrace 7”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Terrace 7' })).toBeNull());
    expect(await screen.findByText('“Terrace 7” deleted.')).toBeVisible();
    await waitFor(async () =>
      expect((await annasCodes()).map((code) => code.title)).not.toContain('Terrace 7'),
    );
  });
});

describe('a new QR code', () => {
  it('is checked before it is sent, each message under its field', async () => {
    const user = userEvent.setup();
    await renderApp({ url: NEW_QR_CODE_PATH, user: DEMO.anna });
    await screen.findByRole('textbox', { name: /^Name of the code/ });
    await typeAmount(user, 'Minimum', '0');
    await typeAmount(user, 'Maximum', '20000');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Enter a name for the code.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Minimum/ })).toHaveAccessibleDescription(
      'The minimum cannot be less than ₸1.',
    );
    expect(screen.getByRole('textbox', { name: /^Maximum/ })).toHaveAccessibleDescription(
      'The maximum cannot be more than ₸10,000.',
    );

    await typeAmount(user, 'Minimum', '10');
    await typeAmount(user, 'Maximum', '5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The maximum cannot be less than the minimum.')).toBeVisible();

    await typeAmount(user, 'Maximum', '20');
    await typeAmount(user, 'Amount 1', '25');
    await typeAmount(user, 'Amount 2', '15');
    await typeAmount(user, 'Amount 3', '15');
    await typeAmount(user, 'Amount chosen first', '30');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('textbox', { name: /^Amount 1/ })).toHaveAccessibleDescription(
      'The amount must be from ₸10 to ₸20.',
    );
    expect(screen.getByRole('textbox', { name: /^Amount 3/ })).toHaveAccessibleDescription(
      'This amount is already offered.',
    );
    expect(
      screen.getByRole('textbox', { name: /^Amount chosen first/ }),
    ).toHaveAccessibleDescription('The amount must be from ₸10 to ₸20.');
    expect((await annasCodes()).map((code) => code.title)).toHaveLength(3);
  });

  it('is made with its limits and choices, and its tip page offers them at once', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: NEW_QR_CODE_PATH, user: DEMO.anna });
    await user.type(await screen.findByRole('textbox', { name: /^Name of the code/ }), 'Terrace 7');
    await typeAmount(user, 'Minimum', '2');
    await typeAmount(user, 'Maximum', '20');
    await typeAmount(user, 'Amount 1', '2');
    await typeAmount(user, 'Amount 3', '20');
    // Two clicks before anything re-renders make one code.
    const create = screen.getByRole('button', { name: 'Create' });
    fireEvent.click(create);
    fireEvent.click(create);

    expect(await screen.findByRole('heading', { level: 1, name: 'Terrace 7' })).toBeVisible();
    const terraces = (await annasCodes()).filter((code) => code.title === 'Terrace 7');
    expect(terraces).toHaveLength(1);
    const created = terraces[0]!;
    expect(router.state.location.pathname).toBe(qrCodePath(created.uuid));
    expect(screen.getByRole('textbox', { name: 'Tip page address' })).toHaveValue(
      `${window.location.origin}/${created.uuid}`,
    );
    const visitor = createClient();
    const form = await visitor.call<PaymentForm>('payment/form', { qrCodeUuid: created.uuid });
    expect(form.body).toMatchObject({
      limits: { minAmount: 2, maxAmount: 20 },
      amounts: [2, 5, 20],
      defaultAmounts: [5],
    });
  });

  it('is made for a team the person runs, starting from the team’s limits', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${NEW_QR_CODE_PATH}?team=${DEMO.team}`, user: DEMO.anna });
    expect(await screen.findByRole('combobox', { name: /^Whose code/ })).toHaveValue(DEMO.team);
    await user.type(screen.getByRole('textbox', { name: /^Name of the code/ }), 'Bar');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bar' })).toBeVisible();
    const bar = (await annasCodes()).find((code) => code.title === 'Bar')!;
    expect(bar).toMatchObject({ kind: 'CUSTOM', team: { uuid: DEMO.team }, amounts: [1, 5, 10] });
  });

  it('offers no team to a member who runs none', async () => {
    await renderApp({ url: NEW_QR_CODE_PATH, user: memberIds(3).user });
    await screen.findByRole('textbox', { name: /^Name of the code/ });
    expect(screen.queryByRole('combobox', { name: /^Whose code/ })).toBeNull();
  });

  it('names the title’s characters the print cannot draw, in the field, and makes no code', async () => {
    const user = userEvent.setup();
    await renderApp({ url: NEW_QR_CODE_PATH, user: DEMO.anna });
    const title = await screen.findByRole('textbox', { name: /^Name of the code/ });
    await user.type(title, '茶馆 7 🍷');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        'These characters cannot be printed: 茶, 馆, 🍷. Remove them or use Latin or Cyrillic letters.',
      ),
    );
    await user.clear(title);
    await user.type(title, 'Bar 🍷');
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(
        'This character cannot be printed: 🍷. Remove it or use Latin or Cyrillic letters.',
      ),
    );
    expect((await annasCodes()).some((code) => code.title.includes('7'))).toBe(false);
  });

  it('is saved without the bidirectional controls typed into its title', async () => {
    const user = userEvent.setup();
    await renderApp({ url: NEW_QR_CODE_PATH, user: DEMO.anna });
    await user.type(
      await screen.findByRole('textbox', { name: /^Name of the code/ }),
      'Terrace \u202E8',
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terrace 8' })).toBeVisible();
    expect((await annasCodes()).map((code) => code.title)).toContain('Terrace 8');
  });

  it('puts a server’s field error under its field and keeps what was typed', async () => {
    forceError('qrcode/add', 'general.error', { once: true });
    const user = userEvent.setup();
    await renderApp({ url: NEW_QR_CODE_PATH, user: DEMO.anna });
    await user.type(await screen.findByRole('textbox', { name: /^Name of the code/ }), 'Terrace 7');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/went wrong/i);
    expect(screen.getByRole('textbox', { name: /^Name of the code/ })).toHaveValue('Terrace 7');
  });
});

describe('editing a QR code', () => {
  it('changes the limits, and the tip page follows', async () => {
    const user = userEvent.setup();
    await renderApp({ url: editQrCodePath(DEMO.annaQrCode), user: DEMO.anna });
    expect(await screen.findByRole('textbox', { name: /^Name of the code/ })).toHaveValue(
      'Anna Petrova',
    );
    await typeAmount(user, 'Maximum', '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /^Amount 3/ })).toHaveAccessibleDescription(
      'The amount must be from ₸1 to ₸8.',
    );
    await typeAmount(user, 'Amount 3', '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeVisible();
    const form = await createClient().call<PaymentForm>('payment/form', {
      qrCodeUuid: DEMO.annaQrCode,
    });
    expect(form.body).toMatchObject({ limits: { maxAmount: 8 }, amounts: [1, 5, 8] });
  });
});

describe('one QR code', () => {
  it('links a team’s own code to the team page, and points to the team’s settings', async () => {
    await renderApp({ url: qrCodePath(DEMO.teamQrCode), user: DEMO.anna });
    expect(await screen.findByRole('textbox', { name: 'Tip page address' })).toHaveValue(
      `${window.location.origin}/t/${DEMO.team}`,
    );
    expect(screen.getByRole('link', { name: 'Team settings' })).toHaveAttribute(
      'href',
      teamPath(DEMO.team),
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Share in Telegram' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`/t/${DEMO.team}`)),
    );
  });

  it('downloads the code as PNG under a sensible name, and says when a download fails', async () => {
    const user = userEvent.setup();
    await renderApp({ url: qrCodePath(ANNA_MEMBER_CODE), user: DEMO.anna });
    await user.click(await screen.findByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(saved).toEqual(['anna-petrova-cafe-pushkin-qr.png']));

    forceError('qrcode/download', 'general.error', { once: true });
    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file was not downloaded.');
  });

  it('says a code that is gone is not found', async () => {
    await renderApp({ url: qrCodePath(DEMO.customLimitsQrCode), user: DEMO.anna });
    expect(await screen.findByRole('heading', { name: 'QR code not found' })).toBeVisible();
  });
});
