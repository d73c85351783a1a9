import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { skeletonMessages } from './messages';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** text: a line of text (1em high); circle: avatars; rect: cards and images. */
  shape?: 'text' | 'circle' | 'rect';
  /** CSS width, e.g. 120 or "60%". Default full width (circle: 40px). */
  width?: CSSProperties['width'];
  /** CSS height for rect and circle. */
  height?: CSSProperties['height'];
}

/**
 * A grey placeholder with a soft shimmer where content will appear; hidden from assistive tech.
 * Without width and height it has no style attribute, so a stylesheet can size it: markup
 * prerendered as HTML must carry none (the Content-Security-Policy's style-src drops them).
 */
export function Skeleton({ shape = 'text', width, height }: SkeletonProps) {
  return (
    <span
      className={styles.skeleton}
      data-shape={shape}
      aria-hidden="true"
      style={{ width, height: shape === 'circle' ? width : height }}
    />
  );
}

export interface SkeletonGroupProps {
  children: ReactNode;
}

/** Wraps skeletons in one status element that says "Loading content…" once. */
export function SkeletonGroup({ children }: SkeletonGroupProps) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(skeletonMessages.skeletonLabel)}
      className={styles.group}
    >
      {children}
    </div>
  );
}

/** Ready-made placeholder for a list row: avatar, two lines of text, an amount. */
export function SkeletonListItem() {
  return (
    <div className={styles.listItem}>
      <Skeleton shape="circle" width={44} />
      <div className={styles.lines}>
        <Skeleton width="60%" />
        <Skeleton width="35%" />
      </div>
      <Skeleton width={56} />
    </div>
  );
}
