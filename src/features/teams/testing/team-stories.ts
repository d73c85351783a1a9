/** Story-only: a team's page at one of its sections, for the section's own stories. */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO } from '@mocks/db/demo-ids';
import { failing, storyHandlers, type StoryFailure } from '@mocks/scenarios/stories';
import { teamPath, TEAMS_PATH } from '@/lib/routes';
import { teamsStoryMeta } from './story-setup';

export const TEAM_ROUTE = `${TEAMS_PATH}/:teamUuid/*`;

const routeOf = (section: string, teamUuid: string) => ({
  path: TEAM_ROUTE,
  url: `${teamPath(teamUuid)}${section ? `/${section}` : ''}`,
});

/** The meta of a section's stories: Cafe Pushkin's page at `section`, signed in as Anna. */
export function teamPageMeta(section = '') {
  return teamsStoryMeta(routeOf(section, DEMO.team), DEMO.anna);
}

/** One story's own view: another section, person or team. */
export function teamPageAs(
  who: string,
  section = '',
  teamUuid: string = DEMO.team,
): { parameters: Record<string, unknown> } {
  return {
    parameters: {
      route: routeOf(section, teamUuid),
      msw: { handlers: storyHandlers({ signedInAs: who }) },
    },
  };
}

/** A story in which one call answers with `code` (a catalogue code), QA's way. */
export function refusing(call: string, code: StoryFailure): { beforeEach: () => void } {
  return { beforeEach: failing({ [call]: code }) };
}

/** The member picker's open list (a page may hold other selects with options). */
export async function offeredMembers(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('listbox', { name: 'Участники команды' }));
}

/**
 * In a member picker named `picker`, types `search` (one member's phone), chooses the member
 * and sends the form: the question opens. Gives the name chosen and the question.
 */
export async function chooseMember(
  canvasElement: HTMLElement,
  picker: RegExp,
  search: string,
  submit: string,
) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('combobox', { name: picker });
  await userEvent.type(field, search);
  // The search's own answer: until it comes, the list offers the team's first members.
  const list = await offeredMembers(canvasElement);
  await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(1));
  await userEvent.click(list.getByRole('option'));
  const name = (field as HTMLInputElement).value;
  await userEvent.click(canvas.getByRole('button', { name: submit }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  return { canvas, name, dialog: within(dialog), dialogElement: dialog };
}
