import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import type { Card } from '@/api/generated/model';
import { Button } from '@/components/ui/button/button';
import { Notice } from '@/components/ui/notice/notice';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { cardsMessages, cardValueMessages } from '../messages';
import { cardName } from '../lib/card-display';
import styles from './cards-page.module.css';

export interface BindingReturnProps {
  isPending: boolean;
  card: Card | undefined;
  error: unknown;
  /** Asks card/confirm again (a failure that was not the gateway's answer). */
  onRetry: () => void;
  /** Starts a new binding (the card was declined, or is bound already). */
  onAddAnother: () => void;
  adding: boolean;
}

/**
 * Back from the gateway's card-binding page: card/confirm's outcome. Bound: the card and that
 * tips now go to it. Declined or interrupted (invalid.state.error): nothing was added, add
 * again. Already bound (card.already.exists.error): the catalogue's title and subtitle. Any
 * other failure (network, server): its title and subtitle and a retry of the same confirmation.
 */
export function BindingReturn({
  isPending,
  card,
  error,
  onRetry,
  onAddAnother,
  adding,
}: BindingReturnProps) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  if (isPending) return <Notice>{intl.formatMessage(cardsMessages.confirming)}</Notice>;
  if (card)
    return (
      <Notice>{intl.formatMessage(cardValueMessages.bound, { card: cardName(intl, card) })}</Notice>
    );
  if (!error) return null;

  const code = isApiError(error) ? error.code : null;
  const gatewaySaidNo = code === 'invalid.state.error';
  const catalogue = formatError(error);
  const title = gatewaySaidNo ? intl.formatMessage(cardsMessages.notBoundTitle) : catalogue.title;
  const text = gatewaySaidNo ? intl.formatMessage(cardsMessages.notBound) : catalogue.subtitle;
  const decided = gatewaySaidNo || code === 'card.already.exists.error';
  return (
    <section className={styles.outcome} role="alert" aria-labelledby="card-binding-outcome">
      <h2 id="card-binding-outcome" className={styles.outcomeTitle}>
        {title}
      </h2>
      <p className={styles.outcomeText}>{text}</p>
      {decided ? (
        <Button variant="secondary" loading={adding} onClick={onAddAnother}>
          {intl.formatMessage(cardsMessages.add)}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(cardsMessages.retry)}
        </Button>
      )}
    </section>
  );
}
