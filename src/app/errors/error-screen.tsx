import { FormattedMessage } from 'react-intl';
import { appMessages } from '../messages';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  /** Offers a reload; hidden where reloading cannot help (not-found). */
  onReload?: () => void;
}

/** Shown when rendering fails; title and description come from translation keys. */
export function ErrorScreen({ onReload }: ErrorScreenProps) {
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title" className={styles.title}>
        <FormattedMessage {...appMessages.errorTitle} />
      </h1>
      <p className={styles.description}>
        <FormattedMessage {...appMessages.errorDescription} />
      </p>
      {onReload ? (
        <button type="button" className={styles.action} onClick={onReload}>
          <FormattedMessage {...appMessages.errorReload} />
        </button>
      ) : null}
    </section>
  );
}
