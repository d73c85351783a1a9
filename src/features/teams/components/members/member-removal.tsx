import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import type { TeamMember } from '@/api/generated/model/teamMember';
import { useToast } from '@/components/ui/toast/toast';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useRemoveMemberMutation } from '../../api/members';
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
  const remove = useRemoveMemberMutation(team.uuid, {
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
  // The row whose Remove was pressed, to move focus on from once it has left the list.
  const askedFrom = useRef<Element | null>(null);
  const ask = useCallback((member: TeamMember) => {
    askedFrom.current = document.activeElement?.closest('li') ?? null;
    setAsked(member);
  }, []);
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
        if (askedFrom.current) focusNextWhenGone(askedFrom.current);
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

/**
 * The dialog hands focus back to the row's Remove button, which then leaves with the row and
 * would drop focus to the page: once the row is gone, focus goes to the next member's Remove
 * (or the one before), where a keyboard user goes on through the list.
 */
function focusNextWhenGone(row: Element) {
  const list = row.parentElement;
  const next = row.nextElementSibling ?? row.previousElementSibling;
  const target = next?.querySelector<HTMLElement>('button') ?? next?.querySelector('a');
  if (!list || !target) return;
  const observer = new MutationObserver(() => {
    if (row.isConnected) return;
    observer.disconnect();
    if (target.isConnected) target.focus();
  });
  observer.observe(list, { childList: true });
  // A refused removal puts the row back; stop watching long after any answer.
  setTimeout(() => observer.disconnect(), 10_000);
}
