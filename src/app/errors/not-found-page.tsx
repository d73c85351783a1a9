import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@/lib/i18n/use-document-title';
import { appMessages } from '../messages';
import styles from './error-screen.module.css';

/** Every path the router does not know, `/` included (spec section 2). */
export function NotFoundPage() {
  const title = useIntl().formatMessage(appMessages.notFoundTitle);
  useDocumentTitle(title);
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>
        <FormattedMessage {...appMessages.notFoundDescription} />
      </p>
    </section>
  );
}
