import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { forceError, setLatency } from '@mocks/scenarios/scenarios';
import { membershipOf } from '@mocks/engine/teams';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';

setupAppTests();

const PUSHKIN = `/cabinet/teams/${DEMO.team}`;
const summary = () => screen.getByRole('region', { name: 'About the team' });
const sections = () => screen.getByRole('navigation', { name: 'Team sections' });
const teamList = () => screen.getByRole('region', { name: 'Your teams' });
const members = () => screen.getByRole('region', { name: 'Members' });

describe('the teams list', () => {
  it('shows each team with its type, counted members, the person’s role and verification', async () => {
    await renderApp({ url: '/cabinet/teams', user: DEMO.anna });
    // The first test of the file waits for the area's code as well.
    const link = await screen.findByRole('link', { name: /Cafe Pushkin/ });
    const row = link.closest('div')!;
    // The type's name comes with team/type/list.
    await waitFor(() => expect(row).toHaveTextContent('Cafe · 65 members'));
    expect(row).toHaveTextContent('Your role: Owner');
    expect(row).toHaveTextContent('Verified');
  });

  it('offers a team to create when the person has none', async () => {
    await renderApp({ url: '/cabinet/teams', user: DEMO.ivan });
    expect(await screen.findByRole('heading', { name: 'You are not in a team yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      '/cabinet/teams/new',
    );
  });
});

describe('a new team', () => {
  it('offers only visible types, checks the INN’s digits, and opens the new team', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: '/cabinet/teams/new', user: DEMO.maria });
    const type = await screen.findByRole('combobox', { name: /Type/ });
    await waitFor(() => expect(type).toBeEnabled());
    const offered = within(type)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toContain('restaurant');
    // Hidden types of team/type/list (the mock hides w2d and marketplace).
    expect(offered).not.toContain('w2d');
    expect(offered).not.toContain('marketplace');

    await user.type(screen.getByRole('textbox', { name: /Team name/ }), 'Terrace');
    await user.selectOptions(type, 'restaurant');
    await user.type(screen.getByRole('textbox', { name: /INN, BIN or IIN/ }), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Create the team' }));
    const inn = screen.getByRole('textbox', { name: /INN, BIN or IIN/ });
    expect(inn).toHaveAccessibleDescription('This number does not exist: check its digits.');
    expect(inn).toHaveFocus();

    await user.clear(inn);
    await user.type(inn, '123456789013');
    await user.click(screen.getByRole('button', { name: 'Create the team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terrace' })).toBeVisible();
    expect(router.state.location.pathname).toMatch(/^\/cabinet\/teams\/[0-9a-f-]{36}$/);
    expect(summary()).toHaveTextContent('1 member');
    expect(summary()).toHaveTextContent('Your role: Owner');
  });

  it('is named without the bidirectional controls typed into its name', async () => {
    const user = userEvent.setup();
    await renderApp({ url: '/cabinet/teams/new', user: DEMO.maria });
    const type = await screen.findByRole('combobox', { name: /Type/ });
    await waitFor(() => expect(type).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: /Team name/ }), 'Cafe \u202Eabc');
    await user.selectOptions(type, 'restaurant');
    await user.click(screen.getByRole('button', { name: 'Create the team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafe abc' })).toBeVisible();
    expect(db.teams.findFirst((q) => q.where({ title: 'Cafe abc' }))).toBeDefined();
  });
});

describe('a team’s members', () => {
  it('removes a member at once: the list and the count drop before the server answers', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    const rows = () => within(members()).getAllByRole('listitem');
    const before = (await screen.findAllByRole('button', { name: /^Remove / })).length;
    const row = rows()[5]!;
    const nextRemove = within(rows()[6]!).getByRole('button', { name: /^Remove / });
    setLatency(400);
    await user.click(within(row).getByRole('button', { name: /^Remove / }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(before - 1);
    // Focus goes on to the next member rather than to the page with the row that left.
    await waitFor(() => expect(nextRemove).toHaveFocus());
    expect(summary()).toHaveTextContent('64 members');
    expect(await screen.findByText(/ is no longer in the team\.$/)).toBeVisible();
    setLatency(0);
  });

  it('puts the member back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    const before = (await screen.findAllByRole('button', { name: /^Remove / })).length;
    forceError('team/member/delete', 'general.error', { once: true });
    await user.click(screen.getAllByRole('button', { name: /^Remove / })[3]!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/ was not removed\. Something went wrong\.\.\.$/)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(before);
    expect(summary()).toHaveTextContent('65 members');
  });

  it('finds members by part of their name', async () => {
    const user = userEvent.setup();
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    await screen.findByRole('link', { name: /Anna Petrova/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'petro');
    await waitFor(() => expect(within(members()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: /Anna Petrova/ })).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText('Nobody’s name contains “zzz”.')).toBeVisible();
  });
});

describe('what each role sees', () => {
  it('the owner sees every section and the owner’s actions', async () => {
    await renderApp({ url: `${PUSHKIN}/settings`, user: DEMO.anna });
    expect(
      within(await screen.findByRole('navigation', { name: 'Team sections' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Members', 'Administrators', 'Requests to join', 'Invites', 'Settings']);
    expect(await screen.findByRole('heading', { name: 'Hand the team over' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Delete the team' })).toBeVisible();
  });

  it('an administrator manages members, requests and invites, but not the team itself', async () => {
    await renderApp({ url: `${PUSHKIN}/settings`, user: memberIds(1).user });
    expect(await screen.findByRole('heading', { name: 'Team details' })).toBeVisible();
    expect(
      within(sections())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Members', 'Administrators', 'Requests to join', 'Invites', 'Settings']);
    expect(screen.queryByRole('heading', { name: 'Hand the team over' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delete the team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verification' })).not.toBeInTheDocument();
  });

  it('an administrator invites members only, and removes members but not administrators', async () => {
    const { router } = await renderApp({ url: `${PUSHKIN}/invites`, user: memberIds(1).user });
    expect(await screen.findByRole('heading', { name: 'Invite by phone' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Administrator' })).not.toBeInTheDocument();
    await router.navigate(PUSHKIN);
    await screen.findAllByRole('button', { name: /^Remove / });
    // Member 2 is the other administrator.
    const admin = screen
      .getAllByRole('listitem')
      .find((item) => /Administrator/.test(item.textContent ?? ''));
    expect(admin).toBeDefined();
    expect(within(admin!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a member sees the members and administrators only, with no owner or manager actions', async () => {
    const { router } = await renderApp({ url: PUSHKIN, user: memberIds(3).user });
    await screen.findByRole('link', { name: /Anna Petrova/ });
    expect(
      within(sections())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Members', 'Administrators']);
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: 'Leave the team' })).toBeVisible();

    await router.navigate(`${PUSHKIN}/admins`);
    await screen.findByText('+77000000001');
    expect(screen.queryByRole('button', { name: /rights/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add an administrator' })).not.toBeInTheDocument();

    // A section the role may not open leads back to the members.
    await router.navigate(`${PUSHKIN}/settings`);
    await waitFor(() => expect(router.state.location.pathname).toBe(PUSHKIN));
  });
});

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

describe('requests to join', () => {
  it('accepting one takes it off the list and adds the person to the members', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/claims`, user: DEMO.anna });
    const accept = await screen.findAllByRole('button', { name: /^Accept / });
    expect(accept).toHaveLength(3);
    const name = accept[0]!.getAttribute('aria-label')!.replace(/^Accept /, '');
    await user.click(accept[0]!);
    expect(await screen.findByText(`${name} has joined the team.`)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Accept / })).toHaveLength(2);
    await waitFor(() => expect(summary()).toHaveTextContent('66 members'));
  });

  it('says when the person is already in the team', async () => {
    const user = userEvent.setup();
    await renderApp({ url: `${PUSHKIN}/claims`, user: DEMO.anna });
    const accept = await screen.findAllByRole('button', { name: /^Accept / });
    forceError('team/claim/accept', 'team.already.contains.client.error', { once: true });
    await user.click(accept[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This person is already in the team.',
    );
  });
});

describe('deleting a team', () => {
  it('takes it off the list at once, and back with a message when the server refuses', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: `${PUSHKIN}/settings`, user: DEMO.anna });
    await user.click(await screen.findByRole('button', { name: 'Delete the team' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Cafe Pushkin?' });
    expect(dialog).toHaveTextContent('Cafe Pushkin will be deleted for all its members.');
    setLatency(400);
    forceError('team/delete', 'general.error', { once: true });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Cafe Pushkin' }));
    expect(router.state.location.pathname).toBe('/cabinet/teams');
    expect(await screen.findByRole('heading', { name: 'You are not in a team yet' })).toBeVisible();
    expect(
      await screen.findByText('Cafe Pushkin was not deleted. Something went wrong...'),
    ).toBeVisible();
    expect(within(teamList()).getByRole('link', { name: /Cafe Pushkin/ })).toBeVisible();
    setLatency(0);
  });
});

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
      await within(form).findByText('The invite has been sent to +77000000077.'),
    ).toBeVisible();
    expect(await screen.findByText('+77000000077')).toBeVisible();
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

  it('accepts a received invite after the member agreement; the answer replaces it', async () => {
    const user = userEvent.setup();
    await renderApp({ url: '/cabinet/invites', user: DEMO.anna });
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invite to Coffee Point' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Join Coffee Point?' });
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
      'Accept the agreement to join.',
    );
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Accepted')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Coffee Point' })).toHaveAttribute(
      'href',
      `/cabinet/teams/${DEMO.otherTeam}`,
    );
  });
});
