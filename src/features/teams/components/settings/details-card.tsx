import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import { Notice } from '@/components/ui/notice/notice';
import { useUpdateTeamMutation } from '../../api/teams';
import { teamsMessages } from '../../messages';
import { changedFields, TeamForm, type TeamFormValues } from '../team-form/team-form';
import { SectionCard } from '../parts/section-card';

function savedValues(team: Team): TeamFormValues {
  return { title: team.title, type: team.type, address: team.address ?? '', inn: team.inn ?? '' };
}

export function DetailsCard({ team }: { team: Team }) {
  const intl = useIntl();
  const update = useUpdateTeamMutation();
  const saved = savedValues(team);
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsDetails)}>
      {update.isSuccess ? <Notice>{intl.formatMessage(teamsMessages.saved)}</Notice> : null}
      <TeamForm
        initial={saved}
        submitLabel={intl.formatMessage(teamsMessages.formSave)}
        pending={update.isPending}
        error={update.error}
        onSubmit={(values) => {
          if (update.isPending) return;
          const changes = changedFields(saved, values);
          if (Object.keys(changes).length === 0) return;
          update.mutate({ uuid: team.uuid, ...changes });
        }}
      />
    </SectionCard>
  );
}
