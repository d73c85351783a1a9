import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { useDocumentTitle } from '@/lib/i18n/use-document-title';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { paymentMessages } from '../messages';
import styles from './page-state.module.css';

interface StateProps {
  /** The heading, and the tab's title. */
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** Errors are announced; neutral states (not found) are not. */
  alert?: boolean;
}

/** A whole-page message with a focused heading, so the change is announced and keyboard users start there. */
export function PageMessage({ title, text, action, alert = false }: StateProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  useDocumentTitle(title);
  return (
    <section
      className={styles.state}
      role={alert ? 'alert' : undefined}
      aria-labelledby="payment-state-title"
    >
      <h1 id="payment-state-title" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </section>
  );
}

/** A page whose data could not be read: the catalogue's words for the error and a retry. */
export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const formatError = useErrorMessage();
  const { title, subtitle } = formatError(error);
  return (
    <PageMessage
      alert
      title={title}
      text={subtitle}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage {...paymentMessages.loadRetry} />
        </Button>
      }
    />
  );
}

/** client.notActive.error: the person exists but cannot receive tips now. */
export function RecipientUnavailable({ error }: { error: unknown }) {
  const formatError = useErrorMessage();
  return (
    <PageMessage
      alert
      title={useIntl().formatMessage(paymentMessages.recipientUnavailableTitle)}
      text={formatError(error).message}
    />
  );
}

/** An unknown QR code or team: the not-found page's content, inside the public layout. */
export function RecipientNotFound() {
  return (
    <PageMessage
      title={useIntl().formatMessage(paymentMessages.notFoundTitle)}
      text={<FormattedMessage {...paymentMessages.notFoundDescription} />}
    />
  );
}
