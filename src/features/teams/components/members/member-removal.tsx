import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { useToast } from '@/components/ui/toast/toast';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useRemoveMember } from '../../api/members';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';

/**
 * Removing a member after a question that names them and the team. The member leaves the list
 * at once (optimistic); the outcome is told in a toast, also when the screen has been left.
 */
export function useMemberRemoval(team: Team, onConfirmed?: () => void) {
  const intl = useIntl();
  const toast = useToast();
  const formatError = useErrorMessage();
  const [asked, setAsked] = useState<TeamMember | null>(null);
  const remove = useRemoveMember(team.uuid, {
    onRemoved: (member) =>
      toast(intl.formatMessage(teamsValueMessages.membersRemoved, { name: member.fullName }), {
        tone: 'success',
      }),
    onFailed: (member, error) =>
      toast(
        intl.formatMessage(teamsValueMessages.membersRemoveFailed, {
          name: member.fullName,
          reason: formatError(error).message,
        }),
        { tone: 'error' },
      ),
  });
  const ask = useCallback((member: TeamMember) => setAsked(member), []);
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      onClose={() => setAsked(null)}
      title={
        asked
          ? intl.formatMessage(teamsValueMessages.membersRemoveTitle, {
              name: asked.fullName,
              team: team.title,
            })
          : ''
      }
      confirmLabel={intl.formatMessage(teamsMessages.membersRemove)}
      onConfirm={() => {
        if (!asked) return;
        remove.mutate(asked);
        setAsked(null);
        onConfirmed?.();
      }}
    >
      {asked ? (
        <p>
          {intl.formatMessage(teamsValueMessages.membersRemoveBody, {
            name: asked.fullName,
            team: team.title,
          })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
  return { ask, dialog };
}
