import { useIntl } from 'react-intl';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { EARLY_PHOTO } from '../lib/public-page';
import { paymentMessages } from '../messages';
import { MerchantFrame } from './merchant-frame';
import headerStyles from './recipient-header.module.css';
import styles from './page-state.module.css';
import formStyles from './tip-form.module.css';

const PRESET_PLACEHOLDERS = 3;

/**
 * The user page before its data: the tip form's fixed words (its heading and the amount label)
 * already in place in the loaded form's frame and type, the person and the figures in grey.
 * The visitor reads the question at first paint, and the page needs no JavaScript of its own
 * for it (the route shows this while the page's code and data load). It is also the page's
 * prerendered shell (build/plugins/prerender-shells.ts): sized by page-state.module.css, since
 * HTML may carry no style attribute (Content-Security-Policy).
 */
export function TipPageSkeleton() {
  const intl = useIntl();
  return (
    <MerchantFrame customization={undefined}>
      <SkeletonGroup>
        <div className={headerStyles.header}>
          {/* The photo's place: the early start shows the recipient's photo here as soon as
              payment/form names it, before the app's code has arrived (api/prefetch.ts). The
              page's largest paint is the question below it (recipient-header.module.css). */}
          <span className={styles.photoSlot} aria-hidden="true">
            <Skeleton shape="circle" />
            <img {...{ [EARLY_PHOTO]: '' }} alt="" width={80} height={80} />
          </span>
          <span className={headerStyles.name}>
            <Skeleton shape="rect" />
          </span>
          <Skeleton shape="rect" />
        </div>
        <div className={`${formStyles.form} ${styles.skeletonForm}`}>
          <fieldset className={formStyles.amount} disabled>
            <legend className={formStyles.legend}>
              {intl.formatMessage(paymentMessages.amountLegend)}
            </legend>
            <div className={formStyles.presets}>
              {Array.from({ length: PRESET_PLACEHOLDERS }, (_, index) => (
                <Skeleton key={index} shape="rect" />
              ))}
            </div>
            <div className={styles.skeletonField}>
              {intl.formatMessage(paymentMessages.amountLabel)}
              <Skeleton shape="rect" />
              <Skeleton />
            </div>
          </fieldset>
          {/* The fee summary and the feedback fields, at their loaded heights, and the button. */}
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
        </div>
      </SkeletonGroup>
    </MerchantFrame>
  );
}
