import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { TextInput } from '@/components/ui/text-input/text-input';
import { canOnMember } from '@/lib/team-permissions';
import { useTeamMembers } from '@/api/team-members';
import { useMyMembership } from '../../api/members';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ListSkeleton } from '../parts/list-skeleton';
import { LoadMore } from '@/components/ui/load-more/load-more';
import { SectionCard } from '../parts/section-card';
import { useMemberRemoval } from './member-removal';
import { MemberRows, VIRTUAL_FROM } from './member-rows';
import { useDebounced } from '@/lib/use-debounced';

/** How long typing rests before the search asks the server (a call per pause, not per key). */
const SEARCH_PAUSE_MS = 300;

/**
 * The team's members (team/member/list, 30 a page, more while scrolling) with a search by
 * name: photo, name, job position, role; each opens the member's page (QR code, details).
 * Whoever may remove a member (owner: anyone; administrator: members) has a Remove button.
 */
export function MembersSection({ team }: { team: Team }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const filter = useDebounced(typed.trim(), SEARCH_PAUSE_MS);
  const members = useTeamMembers(team.uuid, filter);
  const myQrCode = useMyMembership(team.uuid).data?.member.qrCodeUuid;
  const removal = useMemberRemoval(team);
  const removable = useCallback(
    (member: TeamMember) =>
      // Oneself leaves from the team's summary instead.
      member.qrCodeUuid !== myQrCode &&
      canOnMember(team.role, 'removeMember', { role: member.role, self: false }),
    [myQrCode, team.role],
  );
  // The whole list's length: known once every page is in, or, unsearched, the team's count.
  const setSize = (pages: ReadonlyArray<{ list: TeamMember[] }>) => {
    const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
    if (!members.hasNextPage) return loaded;
    return filter ? -1 : Math.max(team.membersCount, loaded);
  };

  return (
    <SectionCard title={intl.formatMessage(teamsMessages.membersTitle)}>
      <TextInput
        type="search"
        label={intl.formatMessage(teamsMessages.membersSearch)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        maxLength={200}
        autoComplete="off"
      />
      <AsyncContent
        query={members}
        loading={<ListSkeleton rows={3} />}
        isEmpty={(data) => data.pages[0]?.list.length === 0}
        empty={
          <EmptyState
            title={
              filter
                ? intl.formatMessage(teamsValueMessages.membersNoMatch, { query: filter })
                : intl.formatMessage(teamsMessages.membersEmpty)
            }
          />
        }
      >
        {(data) => (
          <>
            <MemberRows
              teamUuid={team.uuid}
              pages={data.pages}
              long={team.membersCount >= VIRTUAL_FROM}
              setSize={setSize(data.pages)}
              removable={removable}
              onRemove={removal.ask}
              busy={members.isFetching}
            />
            <LoadMore label={intl.formatMessage(teamsMessages.showMore)} list={members} />
          </>
        )}
      </AsyncContent>
      {removal.dialog}
    </SectionCard>
  );
}
