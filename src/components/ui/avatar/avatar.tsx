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
  /** The page's main image (its largest paint): fetched ahead of the other images. */
  priority?: boolean;
}

const PIXELS = { sm: 32, md: 48, lg: 96 } as const;

/** Round photo with a fallback to initials on a tint derived from the name. */
export function Avatar({ name, src, size = 'md', priority = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return showImage ? (
    <img
      className={styles.avatar}
      data-size={size}
      src={src ?? undefined}
      alt={name}
      // The box is known before the photo arrives, so nothing waits on its size.
      width={PIXELS[size]}
      height={PIXELS[size]}
      fetchPriority={priority ? 'high' : undefined}
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
