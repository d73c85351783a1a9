import { useId, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { otpMessages } from '@/components/ui/otp/messages';
import { OtpStep, type OtpStepProps } from '@/components/ui/otp/otp-step';
import styles from './profile-parts.module.css';

/**
 * The kit's code step in a profile screen: under its own heading, which takes focus as the
 * step appears (the form the person was in has just gone).
 */
export function CodeStepSection(props: OtpStepProps) {
  const intl = useIntl();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A layout effect, so it runs before the step's own effects: a step that appears with an
  // error moves focus on to that error afterwards.
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.form} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {intl.formatMessage(otpMessages.title)}
      </h2>
      <OtpStep {...props} />
    </section>
  );
}
