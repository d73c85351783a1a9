import { getRuntimeConfig } from '@/lib/config/runtime-config';

const join = (prefix: string, path: string) => `${prefix.replace(/\/+$/, '')}${path}`;

/** Spec section 3: a photo identifier becomes the URL of the matching photo/download call. */
export function personPhotoUrl(photoUuid: string | undefined): string | undefined {
  return photoUuid
    ? join(getRuntimeConfig().apiPrefix, `/profile/photo/download/${encodeURIComponent(photoUuid)}`)
    : undefined;
}

export function teamPhotoUrl(photoUuid: string | undefined): string | undefined {
  return photoUuid
    ? join(getRuntimeConfig().apiPrefix, `/team/photo/download/${encodeURIComponent(photoUuid)}`)
    : undefined;
}
