import { FormattedMessage } from 'react-intl';
import { appMessages } from '../messages';
import styles from './error-screen.module.css';

/** Every path the router does not know, `/` included (spec section 2). */
export function NotFoundPage() {
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        <FormattedMessage {...appMessages.notFoundTitle} />
      </h1>
      <p className={styles.description}>
        <FormattedMessage {...appMessages.notFoundDescription} />
      </p>
    </section>
  );
}
