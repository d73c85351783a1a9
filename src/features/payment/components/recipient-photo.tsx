import { useState } from 'react';
import styles from './recipient-header.module.css';

interface RecipientPhotoProps {
  url: string | undefined;
  name: string;
  /** CSS pixels; width and height are set so the page never shifts when the image arrives. */
  size?: number;
  /** The recipient's photo is the page's main image; list photos load lazily. */
  priority?: boolean;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** A round photo, or the person's initials when there is none or it fails to load. Decorative: the name is next to it. */
export function RecipientPhoto({ url, name, size = 96, priority = false }: RecipientPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = { width: size, height: size, fontSize: size / 3 };
  if (!url || failedUrl === url) {
    return (
      <span className={styles.initials} style={box} aria-hidden="true">
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <img
      className={styles.photo}
      style={box}
      src={url}
      alt=""
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedUrl(url)}
    />
  );
}
