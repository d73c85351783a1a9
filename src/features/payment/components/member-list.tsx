import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/ui/link/link';
import type { TeamFormMember } from '@/api/generated/model';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { formatKnownMessage } from '@/lib/i18n/format-known-message';
import { jobPositionMessage } from '@/lib/job-positions';
import { personPhotoUrl } from '@/api/photos';
import { teamMessages } from '../team-messages';
import styles from './member-list.module.css';

interface MemberListProps {
  members: readonly TeamFormMember[];
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "show more" failed; the list loaded so far stays. */
  moreError: unknown;
  onShowMore: () => void;
}

const nameOf = (member: TeamFormMember) =>
  member.fullName ?? `${member.firstName} ${member.lastName}`.trim();

/**
 * The team's people, 50 at a time with "show more" (a plain list stays searchable with the
 * browser's find and readable by screen readers, which a virtual list is not). Choosing a person
 * opens their own tip page.
 */
export function MemberList({
  members,
  hasMore,
  loadingMore,
  moreError,
  onShowMore,
}: MemberListProps) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const titleId = useId();
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  // After "show more", focus moves to the first person added, where reading should go on.
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || members.length <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll('a')[index]?.focus();
  }, [members.length]);

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <FormattedMessage {...teamMessages.membersTitle} />
      </h2>
      {members.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage {...teamMessages.empty} />
        </p>
      ) : (
        <ul ref={list} className={styles.list}>
          {members.map((member) => {
            const job = member.jobPosition
              ? formatKnownMessage(intl, jobPositionMessage(member.jobPosition))
              : null;
            return (
              <li key={member.qrCodeUuid}>
                <Link className={styles.member} to={`/${member.qrCodeUuid}`}>
                  <span aria-hidden="true">
                    <Avatar name={nameOf(member)} src={personPhotoUrl(member.photo)} size="md" />
                  </span>
                  <span>
                    <span className={styles.name}>{nameOf(member)}</span>
                    {job ? <span className={styles.job}>{job}</span> : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {moreError ? (
        <p className={styles.error} role="alert">
          <FormattedMessage {...teamMessages.moreError} /> {formatError(moreError).message}
        </p>
      ) : null}
      {hasMore ? (
        <Button
          variant="secondary"
          fullWidth
          loading={loadingMore}
          onClick={() => {
            firstNew.current = members.length;
            onShowMore();
          }}
        >
          <FormattedMessage {...teamMessages.showMore} />
        </Button>
      ) : null}
    </section>
  );
}
