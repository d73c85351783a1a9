import { useRoutes } from 'react-router';
import { CreateTeamPage } from './components/team-form/create-team-page';
import { TeamPage } from './components/team/team-page';
import { TeamsListPage } from './components/teams-list/teams-list-page';

/**
 * The teams area under /cabinet/teams: the person's teams, a new team, and one team with its
 * sections (members and one member, administrators, requests to join, invites, settings).
 */
export function TeamsArea() {
  return useRoutes([
    { index: true, element: <TeamsListPage /> },
    { path: 'new', element: <CreateTeamPage /> },
    { path: ':teamUuid/*', element: <TeamPage /> },
  ]);
}
