import { getDownloadProfilePhotoUrl } from '@/api/generated/profile/profile';
import { getDownloadTeamPhotoUrl } from '@/api/generated/team/team';
import { resolveUrl } from '@/api/request';

/** A team's photo address (team/photo/download/{uuid}), or null without one. */
export function teamPhotoUrl(photoUuid: string | undefined): string | null {
  return photoUuid ? resolveUrl(getDownloadTeamPhotoUrl(photoUuid)) : null;
}

/** A person's photo address (profile/photo/download/{uuid}), or null without one. */
export function personPhotoUrl(photoUuid: string | undefined): string | null {
  return photoUuid ? resolveUrl(getDownloadProfilePhotoUrl(photoUuid)) : null;
}
