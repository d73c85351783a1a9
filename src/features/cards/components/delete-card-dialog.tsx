import { useIntl } from 'react-intl';
import type { Card } from '@/api/generated/model';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { Modal } from '@/components/ui/modal/modal';
import { cardsMessages, cardValueMessages } from '../messages';
import { cardName, successorOf } from '../lib/card-display';

export interface DeleteCardDialogProps {
  /** The card to delete; the dialog is closed without one. */
  card: Card | null;
  /** Every card, to say which one takes over when the active card goes. */
  cards: readonly Card[];
  deleting: boolean;
  /** The last attempt's failure: the dialog stays, the button tries again. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete card Visa •••• 1234?" with what happens to the payouts after it. */
export function DeleteCardDialog({
  card,
  cards,
  deleting,
  error,
  onConfirm,
  onClose,
}: DeleteCardDialogProps) {
  const intl = useIntl();
  if (!card) return null;
  const name = cardName(intl, card);
  const successor = successorOf(cards, card);
  const consequence = !card.active
    ? intl.formatMessage(cardsMessages.deleteInactive)
    : successor
      ? intl.formatMessage(cardValueMessages.deleteActiveHandsOver, {
          successor: cardName(intl, successor),
        })
      : intl.formatMessage(cardsMessages.deleteLast);
  return (
    <Modal
      open
      onClose={deleting ? () => {} : onClose}
      title={intl.formatMessage(cardValueMessages.deleteTitle, { card: name })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            {intl.formatMessage(cardsMessages.cancel)}
          </Button>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            {intl.formatMessage(cardsMessages.deleteConfirm)}
          </Button>
        </>
      }
    >
      <p>{consequence}</p>
      {error ? <FormAlert error={error} takeFocus /> : null}
    </Modal>
  );
}
