import { useState } from 'react';
import { initials, tintFor } from './initials';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** The person's or team's name: the image's alt text and the source of the initials. */
  name: string;
  /** Photo URL; initials are shown when missing or when it fails to load. */
  src?: string | null;
  /** sm 32px (lists), md 48px, lg 96px (profile headers). */
  size?: 'sm' | 'md' | 'lg';
}

/** Round photo with a fallback to initials on a tint derived from the name. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return showImage ? (
    <img
      className={styles.avatar}
      data-size={size}
      src={src ?? undefined}
      alt={name}
      onError={() => setFailedSrc(src ?? null)}
    />
  ) : (
    <span
      className={styles.avatar}
      data-size={size}
      role="img"
      aria-label={name}
      style={{ background: tintFor(name) }}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
