import { useIntl, type MessageDescriptor } from 'react-intl';
import type { TeamTypeCode } from '@/api/generated/model/teamTypeCode';

/**
 * A team type's name in the reader's language, from its code: team/type/list's titles are the
 * server's, in one language (English), so the app names the contract's codes itself.
 * team-type-name.test.ts checks that every code is named in every language.
 */
export const teamTypeMessage = (code: TeamTypeCode): MessageDescriptor => ({
  id: `teams.teamType.${code}`,
});

/** Names team types in the current language (the teams list, a team's summary, the type select). */
export function useTeamTypeName(): (code: TeamTypeCode) => string {
  const intl = useIntl();
  return (code) => intl.formatMessage(teamTypeMessage(code));
}
