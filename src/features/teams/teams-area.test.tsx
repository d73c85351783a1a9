import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { DEMO, memberIds } from '@mocks/db/demo-ids';
import { forceError, setLatency } from '@mocks/scenarios/scenarios';
import { NEW_TEAM_PATH, TEAMS_PATH } from '@/lib/routes';
import { recordApiCalls, renderApp, setupAppTests } from '@test/app';
import { pressTwice } from '@test/press-twice';

setupAppTests();

import { members, PUSHKIN, sections, summary, teamList } from './testing/team-app';

describe('the teams list', () => {
  it('shows each team with its type, counted members, the person’s role and verification', async () => {
    await renderApp({ url: TEAMS_PATH, user: DEMO.anna });
    // The first test of the file waits for the area's code as well.
    const link = await screen.findByRole('link', { name: /Cafe Pushkin/ });
    const row = link.closest('div')!;
    expect(row).toHaveTextContent('Cafe · 65 members');
    expect(row).toHaveTextContent('Your role: Owner');
    expect(row).toHaveTextContent('Verified');
  });

  it.each([
    ['ru', 'Кафе · 65 участников'],
    ['kz', 'Кафе · 65 қатысушы'],
  ] as const)('names the team’s type in %s, from its code', async (locale, text) => {
    await renderApp({ url: TEAMS_PATH, user: DEMO.anna, locale });
    const link = await screen.findByRole('link', { name: /Cafe Pushkin/ });
    expect(link.closest('div')).toHaveTextContent(text);
  });

  it('offers a team to create when the person has none', async () => {
    await renderApp({ url: TEAMS_PATH, user: DEMO.ivan });
    expect(await screen.findByRole('heading', { name: 'You are not in a team yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
      'href',
      NEW_TEAM_PATH,
    );
  });
});

describe('a new team', () => {
  it('offers only visible types, checks the INN’s digits, and opens the new team', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ url: NEW_TEAM_PATH, user: DEMO.maria });
    const type = await screen.findByRole('combobox', { name: /Type/ });
    await waitFor(() => expect(type).toBeEnabled());
    const offered = within(type)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(offered).toContain('restaurant');
    // Hidden types of team/type/list (the mock hides w2d and marketplace).
    expect(offered).not.toContain('w2d');
    expect(offered).not.toContain('marketplace');
    // Named in the reader's language from the code, whatever title the server gives.
    expect(within(type).getByRole('option', { name: 'Theatre' })).toHaveValue('theatre');

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
    await renderApp({ url: NEW_TEAM_PATH, user: DEMO.maria });
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
  it('labels each one’s job position and team role apart', async () => {
    await renderApp({ url: PUSHKIN, user: DEMO.anna });
    await screen.findAllByRole('button', { name: /^Remove / });
    const admins = within(members())
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByText('Team admin'));
    // Members 1 and 2 are administrators; every member has a job position.
    expect(admins).toHaveLength(2);
    for (const admin of admins) expect(within(admin).getByText(/^Position: \S/)).toBeVisible();
    expect(summary()).toHaveTextContent('Position: Waiter · ');
  });

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
      .find((item) => /Team admin/.test(item.textContent ?? ''));
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
    await screen.findByText('+7 700 000 0001');
    expect(screen.queryByRole('button', { name: /rights/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add an administrator' })).not.toBeInTheDocument();

    // A section the role may not open leads back to the members.
    await router.navigate(`${PUSHKIN}/settings`);
    await waitFor(() => expect(router.state.location.pathname).toBe(PUSHKIN));
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
    expect(router.state.location.pathname).toBe(TEAMS_PATH);
    expect(await screen.findByRole('heading', { name: 'You are not in a team yet' })).toBeVisible();
    expect(
      await screen.findByText('Cafe Pushkin was not deleted. Something went wrong...'),
    ).toBeVisible();
    expect(within(teamList()).getByRole('link', { name: /Cafe Pushkin/ })).toBeVisible();
    setLatency(0);
  });
});

describe('a member’s page', () => {
  const member = `${PUSHKIN}/members/${memberIds(3).qrCode}`;

  it('saves another job position once, however often the button is pressed', async () => {
    const user = userEvent.setup();
    const calls = recordApiCalls();
    await renderApp({ url: member, user: DEMO.anna });
    const position = await screen.findByRole('combobox', { name: 'Job position' });
    await user.selectOptions(position, 'barista');
    pressTwice(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
    expect(calls.count('team/member/update')).toBe(1);
    expect(position).toHaveValue('barista');
  });

  it('says why a job position was not saved, in the person’s language, and keeps the choice', async () => {
    const user = userEvent.setup();
    await renderApp({ url: member, user: DEMO.anna, locale: 'ru' });
    const position = await screen.findByRole('combobox', { name: 'Должность' });
    await user.selectOptions(position, 'barista');
    forceError('team/member/update', 'general.error', { once: true });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('Что-то пошло не так');
    expect(position).toHaveValue('barista');
  });
});
