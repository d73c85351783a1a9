/** Story-only: a team's page at one of its sections, for the section's own stories. */
import { DEMO } from '@mocks/db/demo-ids';
import { storyHandlers } from '@mocks/scenarios/stories';
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
