import { useState } from 'react';
import { useIntl } from 'react-intl';
import { resolveUrl } from '@/api/http-client';
import { getDownloadProfilePhotoUrl } from '@/api/generated/profile/profile';
import { cabinetValueMessages } from '../messages';
import styles from './cabinet-home.module.css';

/** The person's photo (profile/photo/download), or their initials when there is none or it fails. */
export function UserPhoto({ photo, name }: { photo: string | undefined; name: string }) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  if (!photo || failed === photo) {
    return (
      <span className={styles.photo} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    <img
      className={styles.photo}
      src={resolveUrl(getDownloadProfilePhotoUrl(photo))}
      alt={intl.formatMessage(cabinetValueMessages.photo, { name })}
      width={72}
      height={72}
      onError={() => setFailed(photo)}
    />
  );
}
