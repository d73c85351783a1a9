import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO } from '@mocks/db/demo-ids';
import { qrCodePath } from '@/lib/routes';
import { renderApp, setupAppTests } from '@test/app';

setupAppTests();

/** A code of Anna's as a member of Cafe Pushkin (the team's name is printed on it). */
const ANNA_MEMBER_CODE = `a2${DEMO.annaQrCode.slice(2)}`;

describe('printing a QR code', () => {
  it('previews the print in the chosen template, layout and language', async () => {
    const user = userEvent.setup();
    const lines = (preview: Element) =>
      [...preview.querySelectorAll('text')].map((text) => text.textContent).join(' ');
    await renderApp({ url: qrCodePath(DEMO.annaQrCode), user: DEMO.anna });
    const tent = await screen.findByRole('img', { name: /^Preview: Table tent/ });
    expect(lines(tent)).toMatch(/Anna Petrova .*Scan to leave a tip/);
    expect(tent.querySelectorAll('path[d^="M4 4h7v1"]')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Template' }), 'card');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the print' }), 'kz');
    const card = await screen.findByRole('img', {
      name: 'Preview: Business card, Business card layout',
    });
    await waitFor(() => expect(lines(card)).toMatch(/Шайпұл/));
  });

  it('offers A4 sheets by whole names, their counts and sizes under the menu', async () => {
    const user = userEvent.setup();
    await renderApp({ url: qrCodePath(DEMO.annaQrCode), user: DEMO.anna });
    const menu = await screen.findByRole('combobox', { name: 'Template' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose…',
      'Table tent',
      'Sticker',
      'QR code label',
      'Business card',
      'A4 sheet of stickers',
      'A4 sheet of QR code labels',
      'A4 sheet of business cards',
    ]);
    expect(menu).toHaveAccessibleDescription('148 × 210 mm (A5), folds in two');
    expect(
      within(screen.getByRole('combobox', { name: 'Layout' })).getByRole('option', {
        name: 'Horizontal',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(menu, 'cardSheet');
    expect(menu).toHaveAccessibleDescription('10 cards of 85 × 55 mm on A4, with crop marks');
    const sheet = await screen.findByRole('img', {
      name: 'Preview: A4 sheet of business cards, Business card layout',
    });
    // Ten cards, each with its code; the calibration words are not on the artwork.
    expect(sheet.querySelectorAll('path[d^="M4 4h7v1"]')).toHaveLength(10);
    expect(sheet).not.toHaveTextContent(/50 mm|100 %/);
  });

  it('leaves out of the print what its font cannot draw, and says which characters', async () => {
    await db.teams.update((q) => q.where({ uuid: DEMO.team }), {
      data(team) {
        team.title = 'Cafe \u202E茶 🍷';
      },
    });
    const lines = (preview: Element) =>
      [...preview.querySelectorAll('text')].map((text) => text.textContent).join(' ');
    await renderApp({ url: qrCodePath(ANNA_MEMBER_CODE), user: DEMO.anna });
    const tent = await screen.findByRole('img', { name: /^Preview: Table tent/ });
    expect(lines(tent)).toMatch(/Anna Petrova Cafe\s/);
    expect(lines(tent)).not.toMatch(/[\u202E茶🍷]/u);
    expect(
      screen.getByText(
        'The print’s font cannot draw these characters, so they are left out: 茶, 🍷.',
      ),
    ).toHaveRole('status');
  });
});
