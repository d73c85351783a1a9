import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Team } from '@/api/generated/model/team';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast/toast';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useDeleteTeamMutation } from '../../api/teams';
import { TEAMS_PATH } from '@/lib/routes';
import { teamsMessages, teamsValueMessages } from '../../messages';
import { ConfirmDialog } from '../parts/confirm-dialog';
import { SectionCard } from '../parts/section-card';
import styles from '../teams.module.css';

/**
 * team/delete after a question that names the team; the list drops it at once (optimistic)
 * and gets it back, with a message, if the server refuses.
 */
export function DeleteCard({ team }: { team: Team }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const formatError = useErrorMessage();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteTeamMutation({
    onDeleted: (deleted) =>
      toast(intl.formatMessage(teamsValueMessages.settingsDeleteDone, { team: deleted.title }), {
        tone: 'success',
      }),
    onFailed: (kept, error) =>
      toast(
        intl.formatMessage(teamsValueMessages.settingsDeleteFailed, {
          team: kept.title,
          reason: formatError(error).message,
        }),
        { tone: 'error', duration: 0 },
      ),
  });
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsDeleteTitle)}>
      <p className={styles.text}>{intl.formatMessage(teamsMessages.settingsDeleteDescription)}</p>
      <div className={styles.formActions}>
        <Button variant="danger" onClick={() => setAsking(true)}>
          {intl.formatMessage(teamsMessages.settingsDeleteSubmit)}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={intl.formatMessage(teamsValueMessages.settingsDeleteConfirmTitle, {
          team: team.title,
        })}
        confirmLabel={intl.formatMessage(teamsValueMessages.settingsDeleteConfirm, {
          team: team.title,
        })}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(team);
          void navigate(TEAMS_PATH);
        }}
      >
        <p>
          {intl.formatMessage(teamsValueMessages.settingsDeleteConfirmBody, { team: team.title })}
        </p>
      </ConfirmDialog>
    </SectionCard>
  );
}
