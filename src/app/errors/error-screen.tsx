import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@/lib/i18n/use-document-title';
import { appMessages } from '../messages';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  /** Offers a reload; hidden where reloading cannot help (not-found). */
  onReload?: () => void;
}

/** Shown when rendering fails; title and description come from translation keys. */
export function ErrorScreen({ onReload }: ErrorScreenProps) {
  const title = useIntl().formatMessage(appMessages.errorTitle);
  useDocumentTitle(title);
  return (
    <section className={styles.screen} role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title" className={styles.title}>
        {title}
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
