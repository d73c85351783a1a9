import { memo, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { Link } from '@/components/ui/link/link';
import { SkeletonGroup, SkeletonListItem } from '@/components/ui/skeleton/skeleton';
import { TextInput } from '@/components/ui/text-input/text-input';
import { jobPositionMessage } from '@/lib/job-positions';
import { canOnMember } from '@/lib/team-permissions';
import { useMyMembership, useTeamMembers } from '../../api/members';
import { memberPath } from '../../lib/team-paths';
import { personPhotoUrl } from '../../lib/photos';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { LoadMore } from '../parts/load-more';
import { RoleBadge } from '../parts/role-badge';
import styles from '../teams.module.css';
import { useMemberRemoval } from './member-removal';

/** How long typing rests before the search asks the server (a call per pause, not per key). */
const SEARCH_PAUSE_MS = 300;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The team's members (team/member/list, 30 a page, more while scrolling) with a search by
 * name: photo, name, job position, role; each opens the member's page (QR code, details).
 * Whoever may remove a member (owner: anyone; administrator: members) has a Remove button.
 */
export function MembersSection({ team }: { team: Team }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const filter = useSettled(typed.trim());
  const members = useTeamMembers(team.uuid, filter);
  const me = useMyMembership(team.uuid).data?.member;
  const removal = useMemberRemoval(team);

  return (
    <section className={styles.card} aria-labelledby="team-members-title">
      <h2 id="team-members-title" className={styles.sectionTitle}>
        {intl.formatMessage(teamsMessages.membersTitle)}
      </h2>
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
        loading={
          <SkeletonGroup>
            <SkeletonListItem />
            <SkeletonListItem />
            <SkeletonListItem />
          </SkeletonGroup>
        }
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
            <ul className={styles.list} aria-busy={members.isFetching || undefined}>
              {data.pages.flatMap((page) =>
                page.list.map((member) => (
                  <li key={member.qrCodeUuid}>
                    <MemberRow
                      teamUuid={team.uuid}
                      member={member}
                      // Oneself leaves from the team's summary instead.
                      removable={
                        member.qrCodeUuid !== me?.qrCodeUuid &&
                        canOnMember(team.role, 'removeMember', { role: member.role, self: false })
                      }
                      onRemove={removal.ask}
                    />
                  </li>
                )),
              )}
            </ul>
            <LoadMore
              hasNextPage={members.hasNextPage}
              isFetchingNextPage={members.isFetchingNextPage}
              fetchNextPage={members.fetchNextPage}
            />
          </>
        )}
      </AsyncContent>
      {removal.dialog}
    </section>
  );
}

interface MemberRowProps {
  teamUuid: string;
  member: TeamMember;
  removable: boolean;
  onRemove: (member: TeamMember) => void;
}

/** One member; memoised, so a page added at the end of a long list renders only its own rows. */
const MemberRow = memo(function MemberRow({
  teamUuid,
  member,
  removable,
  onRemove,
}: MemberRowProps) {
  const intl = useIntl();
  return (
    <div className={styles.row}>
      <Link className={styles.rowLink} to={memberPath(teamUuid, member.qrCodeUuid)}>
        <Avatar name={member.fullName} src={personPhotoUrl(member.photoUuid)} size="sm" />
        <span className={styles.rowText}>
          <span className={styles.name}>{member.fullName}</span>
          {member.jobPosition ? (
            <span className={styles.meta}>
              {intl.formatMessage(jobPositionMessage(member.jobPosition))}
            </span>
          ) : null}
        </span>
      </Link>
      <RoleBadge role={member.role} />
      {removable ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={intl.formatMessage(teamsValueMessages.membersRemoveLabel, {
            name: member.fullName,
          })}
          onClick={() => onRemove(member)}
        >
          {intl.formatMessage(teamsMessages.membersRemove)}
        </Button>
      ) : null}
    </div>
  );
});
