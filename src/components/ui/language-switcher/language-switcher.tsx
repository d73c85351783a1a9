import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { APP_LOCALES, isAppLocale, toIntlLocale } from '@/lib/i18n/locales';
import styles from './language-switcher.module.css';
import { languageNames, languageSwitcherMessages } from './messages';

interface LanguageSwitcherProps {
  /** Hides the visible label (it stays the select's accessible name). */
  hideLabel?: boolean;
}

/** A native select: keyboard, screen readers and mobile pickers work without extra code. */
export function LanguageSwitcher({ hideLabel = false }: LanguageSwitcherProps) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {intl.formatMessage(languageSwitcherMessages.label)}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          if (isAppLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {APP_LOCALES.map((option) => (
          <option key={option} value={option} lang={toIntlLocale(option)}>
            {intl.formatMessage(languageNames[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
