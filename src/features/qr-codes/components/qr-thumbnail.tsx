import { useMemo } from 'react';
import { qrModules, qrPath } from '../lib/print/qr-matrix';
import styles from './qr-thumbnail.module.css';

interface QrThumbnailProps {
  /** The address the code encodes. */
  address: string;
  /** Accessible name; without it the picture is decoration beside its own text. */
  label?: string;
}

/** A code drawn small (the same modules as its prints, quiet zone included). */
export function QrThumbnail({ address, label }: QrThumbnailProps) {
  const modules = useMemo(() => qrModules(address), [address]);
  const size = modules.length;
  return (
    <svg
      className={styles.thumbnail}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(modules)} fill="#000" />
    </svg>
  );
}
