import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { RECEIVED_INVITES_PATH, teamPath } from '@/lib/routes';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';
import { pressTwice } from '@test/press-twice';

setupAppTests();

import { PUSHKIN } from './testing/team-app';

describe('invites', () => {
  it('sends an invite by phone and lists it as waiting', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/invites`, user: DEMO.anna });
    const form = (await screen.findByRole('heading', { name: 'Invite by phone' })).closest(
      'section',
    )!;
    await user.type(within(form).getByRole('textbox', { name: /Phone number/ }), '7000000077');
    await user.click(within(form).getByRole('radio', { name: 'Administrator' }));
    await user.click(within(form).getByRole('button', { name: 'Send the invite' }));
    expect(
      await within(form).findByText('The invite has been sent to +7 700 000 0077.'),
    ).toBeVisible();
    expect(await screen.findByText('+7 700 000 0077')).toBeVisible();
  });

  it('says in the person’s language what is wrong with a number, keeps it, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await renderApp({ url: `${PUSHKIN}/invites`, user: DEMO.anna, locale: 'ru' });
    const form = (
      await screen.findByRole('heading', { name: 'Пригласить по номеру телефона' })
    ).closest('section')!;
    const phone = within(form).getByRole('textbox', { name: /Номер телефона/ });
    await user.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Введите номер телефона.'));
    await user.type(phone, '70000');
    await user.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Номер слишком короткий'));
    expect(phone).toHaveValue('+7 700 00');
    expect(calls.count('invite/send/member')).toBe(0);
  });

  it('sends one invite however often the button is pressed', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await renderApp({ url: `${PUSHKIN}/invites`, user: DEMO.anna });
    const form = (await screen.findByRole('heading', { name: 'Invite by phone' })).closest(
      'section',
    )!;
    const phone = within(form).getByRole('textbox', { name: /Phone number/ });
    await user.type(phone, '7000000077');
    pressTwice(within(form).getByRole('button', { name: 'Send the invite' }));
    expect(
      await within(form).findByText('The invite has been sent to +7 700 000 0077.'),
    ).toBeVisible();
    expect(calls.count('invite/send/member')).toBe(1);
    // The field is empty for the next number.
    expect(within(form).getByRole('textbox', { name: /Phone number/ })).toHaveValue('');
  });

  it('creates one link however often the button is pressed', async () => {
    const calls = recordApiCalls();
    await renderApp({ url: `${PUSHKIN}/invites`, user: DEMO.anna });
    pressTwice(await screen.findByRole('button', { name: 'Create a link' }));
    expect(
      await screen.findByRole('dialog', { name: 'Invite link to Cafe Pushkin' }),
    ).toBeVisible();
    expect(calls.count('invite/add')).toBe(1);
  });

  it('says that someone is already in the team, or has asked to join', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/invites`, user: DEMO.anna });
    const form = (await screen.findByRole('heading', { name: 'Invite by phone' })).closest(
      'section',
    )!;
    const phone = within(form).getByRole('textbox', { name: /Phone number/ });
    await user.type(phone, memberIds(66).phone.slice(2));
    await user.click(within(form).getByRole('button', { name: 'Send the invite' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This person has already asked to join',
    );
  });

  it('creates a link to share, with its QR code', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/invites`, user: DEMO.anna });
    await user.click(await screen.findByRole('button', { name: 'Create a link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite link to Cafe Pushkin' });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value).toMatch(
      /^http:\/\/localhost(:\d+)?\/auth\/invite\/[0-9a-f-]{36}$/,
    );
    expect(within(dialog).getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Telegram/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://t.me/share/url?') as string,
    );
  });

  it('accepts a received invite after the member agreement, once however often Join is pressed; the answer replaces it', async () => {
    const user = userEvent.setup();
    await renderApp({ url: RECEIVED_INVITES_PATH, user: DEMO.anna });
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invite to Coffee Point' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Join Coffee Point?' });
    const calls = recordApiCalls();
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    const agreement = within(dialog).getByRole('checkbox');
    await waitFor(() =>
      expect(agreement).toHaveAccessibleDescription('Accept the agreement to join.'),
    );
    expect(agreement).toHaveFocus();
    expect(calls.count('invite/update')).toBe(0);
    await user.click(agreement);
    expect(agreement).not.toHaveAccessibleDescription('Accept the agreement to join.');
    pressTwice(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Accepted')).toBeVisible();
    expect(calls.count('invite/update')).toBe(1);
    expect(screen.getByRole('link', { name: 'Open Coffee Point' })).toHaveAttribute(
      'href',
      teamPath(DEMO.otherTeam),
    );
  });
});
