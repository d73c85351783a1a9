import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Team } from '@/api/generated/model/team';
import { PhotoPicker } from '@/components/ui/photo-picker/photo-picker';
import { useTeamPhotoMutations } from '../../api/teams';
import { teamPhotoUrl } from '@/api/photos';
import { teamsMessages } from '../../messages';
import { SectionCard } from '../parts/section-card';

export function PhotoCard({ team }: { team: Team }) {
  const intl = useIntl();
  const { upload, remove } = useTeamPhotoMutations(team.uuid);
  const [savedAt, setSavedAt] = useState(0);
  const lastError = upload.error ?? remove.error;
  return (
    <SectionCard title={intl.formatMessage(teamsMessages.settingsPhoto)}>
      <PhotoPicker
        name={team.title}
        photoUrl={teamPhotoUrl(team.photoUuid)}
        uploading={upload.isPending}
        deleting={remove.isPending}
        error={lastError}
        savedAt={savedAt}
        onUpload={(file) => {
          remove.reset();
          upload.mutate(file, { onSuccess: () => setSavedAt((count) => count + 1) });
        }}
        onDelete={() => {
          upload.reset();
          remove.mutate();
        }}
      />
    </SectionCard>
  );
}
