import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Claim } from '@/api/generated/model/claim';
import type { Team } from '@/api/generated/model/team';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { Notice } from '@/components/ui/notice/notice';
import { useAcceptClaimMutation, useClaims } from '../../api/people';
import { personPhotoUrl } from '@/api/photos';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ListSkeleton } from '../parts/list-skeleton';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

/**
 * Requests to join (team/claim/list), for the owner and administrators: accepting one
 * (team/claim/accept) takes it off the list and puts the person among the members.
 */
export function ClaimsSection({ team }: { team: Team }) {
  const intl = useIntl();
  const claims = useClaims(team.uuid);
  const accept = useAcceptClaimMutation(team.uuid);
  const [accepted, setAccepted] = useState<string | null>(null);
  const alreadyIn =
    isApiError(accept.error) && accept.error.code === 'team.already.contains.client.error';
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.claimsTitle)}>
      {accepted ? <Notice>{accepted}</Notice> : null}
      {accept.isError ? (
        <FormAlert error={accept.error} takeFocus>
          {alreadyIn ? intl.formatMessage(teamsMessages.errorsAlreadyInTeam) : undefined}
        </FormAlert>
      ) : null}
      <AsyncContent
        query={claims}
        loading={<ListSkeleton />}
        isEmpty={({ list }) => list.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(teamsMessages.claimsEmptyTitle)}
            description={intl.formatMessage(teamsMessages.claimsEmptyDescription)}
          />
        }
      >
        {({ list }) => (
          <ul className={styles.list}>
            {list.map((claim: Claim) => (
              <li key={claim.qrCodeUuid}>
                <div className={styles.row}>
                  <Avatar name={claim.fullName} src={personPhotoUrl(claim.photoUuid)} size="sm" />
                  <span className={styles.rowText}>
                    <span className={styles.name}>{claim.fullName}</span>
                  </span>
                  <Button
                    size="sm"
                    aria-label={intl.formatMessage(teamsValueMessages.claimsAcceptLabel, {
                      name: claim.fullName,
                    })}
                    loading={accept.isPending && accept.variables === claim.qrCodeUuid}
                    disabled={accept.isPending}
                    onClick={() => {
                      setAccepted(null);
                      accept.mutate(claim.qrCodeUuid, {
                        onSuccess: () =>
                          setAccepted(
                            intl.formatMessage(teamsValueMessages.claimsAccepted, {
                              name: claim.fullName,
                            }),
                          ),
                      });
                    }}
                  >
                    {intl.formatMessage(teamsMessages.claimsAccept)}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </SectionCard>
  );
}
