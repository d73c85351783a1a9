import { defineMessages } from 'react-intl';

/** The team page's words (its own chunk: the user page does not carry them). */
export const teamMessages = defineMessages({
  tipTeam: { id: 'payment.team.tipTeam' },
  tipTeamTitle: { id: 'payment.team.tipTeamTitle' },
  backToMembers: { id: 'payment.team.backToMembers' },
  membersTitle: { id: 'payment.team.membersTitle' },
  empty: { id: 'payment.team.empty' },
  showMore: { id: 'payment.team.showMore' },
  moreError: { id: 'payment.team.moreError' },
  label: { id: 'payment.team.label' },
});
