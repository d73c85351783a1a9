import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { forceError, setLatency } from '@mocks/scenarios/scenarios';
import { membershipOf } from '@mocks/engine/teams';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';

setupAppTests();

import { PUSHKIN } from './testing/team-app';

describe('choosing a member: the new owner, a new administrator', () => {
  /** Member 10 of Cafe Pushkin: a plain member, +77000010010. */
  const ten = () => db.users.findFirst((q) => q.where({ uuid: memberIds(10).user }))!;
  /** Member 10's option (another member may share the name: the phone tells them apart). */
  const optionOfTen = async () =>
    (await screen.findAllByRole('option', { name: new RegExp(`^${ten().fullName}`) })).find(
      (option) => option.textContent?.includes('+7 700 001 0010'),
    )!;

  it('hands the team over to a member found by name: the question names them with their photo, and a double click sends once', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/settings`, user: DEMO.anna });
    const calls = recordApiCalls();
    const picker = await screen.findByRole('combobox', { name: /New owner/ });
    expect(picker).toHaveAccessibleDescription(
      'Search the team’s members by name or phone number.',
    );
    await user.type(picker, ten().lastName.slice(0, 4));
    await user.click(await optionOfTen());
    expect(picker).toHaveValue(ten().fullName);
    await user.click(screen.getByRole('button', { name: 'Hand over' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hand Cafe Pushkin over?' });
    expect(dialog).toHaveTextContent(`${ten().fullName} becomes the owner of Cafe Pushkin.`);
    expect(dialog).toHaveTextContent('+7 700 001 0010');
    expect(within(dialog).getByRole('img', { name: ten().fullName })).toBeVisible();
    setLatency(300);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(membershipOf(memberIds(10).user, DEMO.team)?.role).toBe('OWNER'));
    expect(calls.count('team/owner/transfer')).toBe(1);
    setLatency(0);
  });

  it('makes a member found by phone an administrator, from the keyboard alone', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/admins`, user: DEMO.anna });
    const picker = await screen.findByRole('combobox', { name: /New administrator/ });
    picker.focus();
    await user.keyboard('+7 700 001 0010');
    const option = await optionOfTen();
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue(ten().fullName);
    // Enter once more sends the form: the question comes, its buttons reached by Tab.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: `Make ${ten().fullName} an administrator?`,
    });
    expect(dialog).toHaveTextContent('+7 700 001 0010');
    const confirm = within(dialog).getByRole('button', { name: 'Add' });
    for (let step = 0; step < 5 && document.activeElement !== confirm; step += 1)
      await user.keyboard('{Tab}');
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`${ten().fullName} is an administrator now.`)).toBeVisible();
    expect(membershipOf(memberIds(10).user, DEMO.team)?.role).toBe('ADMIN');
    expect(picker).toHaveValue('');
  });

  it('offers only plain members to become administrators, and asks for one before sending', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/admins`, user: DEMO.anna });
    const calls = recordApiCalls();
    const picker = await screen.findByRole('combobox', { name: /New administrator/ });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription('Choose a member of the team.'));
    expect(picker).toHaveFocus();
    // Anna owns the team: her name finds nobody to offer.
    await user.type(picker, 'Anna Petrova');
    expect(
      await screen.findByText('No member’s name or phone number contains “Anna Petrova”.'),
    ).toBeVisible();
    expect(calls.count('team/admin/add')).toBe(0);
  });

  it('shows the server’s refusal in the question, and a member gone under the field', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/settings`, user: DEMO.anna });
    const picker = await screen.findByRole('combobox', { name: /New owner/ });
    await user.type(picker, '7000010010');
    await user.click(await optionOfTen());
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand Cafe Pushkin over?' });
    forceError('team/owner/transfer', 'general.error', { once: true });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong');

    forceError('team/owner/transfer', 'client.notActive.error', { once: true });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(picker).toHaveAccessibleDescription(
      'This person is no longer in the team: choose another member.',
    );
    expect(membershipOf(memberIds(10).user, DEMO.team)?.role).toBe('MEMBER');
  });
});
