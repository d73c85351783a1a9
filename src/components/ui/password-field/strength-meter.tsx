import { useIntl } from 'react-intl';
import { passwordFieldMessages } from './messages';
import { STRENGTH_PERCENT, type PasswordStrength } from './password-rules';
import styles from './strength-meter.module.css';

const LEVEL_MESSAGES = {
  weak: passwordFieldMessages.passwordWeak,
  normal: passwordFieldMessages.passwordNormal,
  strong: passwordFieldMessages.passwordStrong,
} as const;

export interface StrengthMeterProps {
  strength: PasswordStrength;
}

/** Bar filled 33 / 67 / 100 % in the error / warning / success colour, with the level named. */
export function StrengthMeter({ strength }: StrengthMeterProps) {
  const intl = useIntl();
  const label = intl.formatMessage(passwordFieldMessages.passwordStrength);
  const level = intl.formatMessage(LEVEL_MESSAGES[strength]);
  const percent = STRENGTH_PERCENT[strength];
  return (
    <div className={styles.root} data-strength={strength}>
      <div
        className={styles.track}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={level}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.caption} aria-live="polite">
        {label}: <span className={styles.level}>{level}</span>
      </p>
    </div>
  );
}
