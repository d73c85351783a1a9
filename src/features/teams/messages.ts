import { defineMessages } from 'react-intl';

export const teamsMessages = defineMessages({
  title: { id: 'teams.title' },
  invitesTitle: { id: 'teams.invites.title' },
});
