import { resolveUrl } from './request';

/*
 * The one way to a photo's address (spec section 3): a photo identifier, as a person, a team,
 * an operation or a QR code carries it, becomes the URL of the matching photo/download call.
 * Without an identifier there is no photo (the avatar shows initials).
 *
 * The paths are written here rather than taken from the generated getDownload…PhotoUrl: those
 * modules would bring 2.2 KB gzip into the tip page, which shows photos too.
 */

const photoUrl = (tag: 'profile' | 'team', photoUuid: string | null | undefined): string | null =>
  photoUuid ? resolveUrl(`/${tag}/photo/download/${encodeURIComponent(photoUuid)}`) : null;

/** A person's photo (profile/photo/download/{uuid}). */
export const personPhotoUrl = (photoUuid: string | null | undefined) =>
  photoUrl('profile', photoUuid);

/** A team's photo (team/photo/download/{uuid}). */
export const teamPhotoUrl = (photoUuid: string | null | undefined) => photoUrl('team', photoUuid);
