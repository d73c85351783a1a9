import { useIntl } from 'react-intl';
import type { Card } from '@/api/generated/model';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle-icon';
import { CreditCardIcon } from '@/components/ui/icons/credit-card-icon';
import { cardsMessages, cardValueMessages } from '../messages';
import { cardName, expiryOf, groupedMaskedPan } from '../lib/card-display';
import styles from './cards-page.module.css';

export interface CardItemProps {
  card: Card;
  /** card/active of this card is on its way. */
  activating: boolean;
  /** The last card/active of this card failed (shown under it; pressing again retries). */
  activateError: unknown;
  onActivate: () => void;
  onDelete: () => void;
}

/** One payout card: scheme and masked number, expiry, whether tips go to it, its actions. */
export function CardItem({ card, activating, activateError, onActivate, onDelete }: CardItemProps) {
  const intl = useIntl();
  const name = cardName(intl, card);
  const expiry = expiryOf(card);
  const titleId = `card-${card.uuid}`;
  return (
    <li className={styles.card} data-active={card.active} aria-labelledby={titleId}>
      <CreditCardIcon className={styles.icon} />
      <div>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>{intl.formatMessage(cardsMessages.maskedNumber)}:</dt>
            <dd>{groupedMaskedPan(card.maskedPan)}</dd>
          </div>
          {expiry ? (
            <div>
              <dt>{intl.formatMessage(cardsMessages.expiry)}:</dt>
              <dd>{expiry}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className={styles.actions}>
        {card.active ? (
          <p className={styles.status}>
            <CheckCircleIcon aria-hidden="true" width={20} height={20} />
            {intl.formatMessage(cardsMessages.active)}
          </p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            loading={activating}
            onClick={onActivate}
            aria-label={intl.formatMessage(cardValueMessages.makeActiveNamed, { card: name })}
          >
            {intl.formatMessage(cardsMessages.makeActive)}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={intl.formatMessage(cardValueMessages.deleteNamed, { card: name })}
        >
          {intl.formatMessage(cardsMessages.delete)}
        </Button>
      </div>
      {activateError ? (
        <div className={styles.rowError}>
          <FormAlert error={activateError} takeFocus />
        </div>
      ) : null}
    </li>
  );
}
