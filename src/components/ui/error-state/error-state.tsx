import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import emptyStyles from '../empty-state/empty-state.module.css';
import { AlertIcon } from '../icons/alert-icon';
import { errorStateMessages } from './messages';

export interface ErrorStateProps {
  /** Catalogue title; defaults to «Что-то пошло не так...». */
  title?: MessageDescriptor;
  /** Catalogue subtitle; defaults to what failed, «Не удалось загрузить данные.». */
  subtitle?: MessageDescriptor;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  /** Shows the retry button busy while the retry runs. */
  retrying?: boolean;
}

/**
 * A section that failed to load: the error catalogue's title and subtitle (spec section 8),
 * with an optional retry. Announced as an alert. Without a subtitle of its own it says what
 * failed (the data did not load) rather than repeating the title or the retry button.
 */
export function ErrorState({
  title = errorStateMessages.errorTitle,
  subtitle = errorStateMessages.errorSubtitle,
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <section className={emptyStyles.root} data-tone="error" role="alert">
      <div className={emptyStyles.icon} aria-hidden="true">
        <AlertIcon width={32} height={32} />
      </div>
      <h2 className={emptyStyles.title}>
        <FormattedMessage {...title} />
      </h2>
      <p className={emptyStyles.description}>
        <FormattedMessage {...subtitle} />
      </p>
      {onRetry ? (
        <div className={emptyStyles.action}>
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            <FormattedMessage {...errorStateMessages.errorRetry} />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
