import styles from './background-decoration.module.css';

export type Area = 'private' | 'public' | 'prepayment';

/** The four shapes of the decoration: on which side, and under or above the content. */
export const DECORATION_SHAPES = [
  'left-under',
  'left-above',
  'right-under',
  'right-above',
] as const;

/**
 * The area's background decoration (spec section 2). Public and prepayment areas draw the
 * desktop variant from 768 px up and the mobile one below; both are in the markup and CSS
 * picks one, so there is no layout shift and no resize listener. The spec says nothing of the
 * private area: it follows the same rule (in a fainter tone), since the large desktop shapes
 * would cover its forms on a phone.
 */
export function BackgroundDecoration({ area }: { area: Area }) {
  const variants = ['desktop', 'mobile'] as const;
  return (
    <div className={styles.decoration} data-area={area} aria-hidden="true">
      {variants.map((variant) => (
        <div key={variant} className={styles[variant]} data-variant={variant}>
          {DECORATION_SHAPES.map((shape) => (
            <span key={shape} className={`${styles.shape} ${styles[shape]}`} data-shape={shape} />
          ))}
        </div>
      ))}
    </div>
  );
}
