import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useLocation, useNavigate } from 'react-router';
import type { Card } from '@/api/generated/model';
import { AsyncContent } from '@/components/ui/async-content/async-content';
import { Button } from '@/components/ui/button/button';
import { EmptyState } from '@/components/ui/empty-state/empty-state';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { CreditCardIcon } from '@/components/ui/icons/credit-card-icon';
import { Notice } from '@/components/ui/notice/notice';
import { PageHeader } from '@/components/ui/page-header/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton/skeleton';
import { useToast } from '@/components/ui/toast/toast';
import { browser } from '@/lib/browser-location';
import { allowedGatewayUrl } from '@/lib/gateway-url';
import {
  useActivateCardMutation,
  useCards,
  useConfirmCardBindingMutation,
  useDeleteCardMutation,
  useStartCardBindingMutation,
} from '../api/cards';
import { cardsMessages, cardValueMessages } from '../messages';
import { cardName } from '../lib/card-display';
import { CARDS_PATH } from '@/lib/routes';
import { BindingReturn } from './binding-return';
import { CardItem } from './card-item';
import { DeleteCardDialog } from './delete-card-dialog';
import styles from './cards-page.module.css';

/**
 * The payout cards (card/list): each masked, which one is active, make another active, delete
 * one after a confirmation that names it, add one on the gateway's page. Back from the gateway
 * (`?orderId=`), card/confirm completes the binding once and the address forgets the order.
 */
export function CardsPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const returnUrl = useHref(CARDS_PATH);
  const cards = useCards();
  const binding = useConfirmCardBindingMutation();
  const startBinding = useStartCardBindingMutation();
  const activate = useActivateCardMutation();
  const remove = useDeleteCardMutation();
  const [outcome, setOutcome] = useState<'redirecting' | 'refused' | null>(null);
  const [toDelete, setToDelete] = useState<Card | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const [returnedOrderId] = useState(() => new URLSearchParams(location.search).get('orderId'));
  const { confirm } = binding;
  useEffect(() => {
    if (!returnedOrderId) return;
    confirm(returnedOrderId);
    // The address forgets the order: a reload or a shared link does not confirm it again.
    void navigate(CARDS_PATH, { replace: true });
  }, [returnedOrderId, confirm, navigate]);

  async function add() {
    setOutcome(null);
    let started;
    try {
      started = await startBinding.start(new URL(returnUrl, window.location.origin).href);
    } catch {
      return; // shown under the header
    }
    if (!started) return;
    const url = allowedGatewayUrl(started.data.formUrl, 'card/register');
    if (!url) {
      setOutcome('refused');
      return;
    }
    setOutcome('redirecting');
    browser.assign(url.href);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const name = cardName(intl, toDelete);
    try {
      if (!(await remove.run(toDelete.uuid))) return;
    } catch {
      return; // shown in the dialog
    }
    setToDelete(null);
    toast(intl.formatMessage(cardValueMessages.deleted, { card: name }), { tone: 'success' });
    listRef.current?.focus();
  }

  async function makeActive(card: Card) {
    try {
      if (!(await activate.run(card.uuid))) return;
    } catch {
      return; // shown under the card
    }
    toast(intl.formatMessage(cardValueMessages.activated, { card: cardName(intl, card) }), {
      tone: 'success',
    });
  }

  const adding = startBinding.isPending || outcome === 'redirecting';
  const addButton = (
    <Button loading={adding} onClick={() => void add()} icon={<CreditCardIcon aria-hidden />}>
      {intl.formatMessage(cardsMessages.add)}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={intl.formatMessage(cardsMessages.title)}
        description={intl.formatMessage(cardsMessages.description)}
        actions={addButton}
      />
      <p className={styles.note}>{intl.formatMessage(cardsMessages.securityNote)}</p>
      <div className={styles.stack}>
        {returnedOrderId ? (
          <BindingReturn
            isPending={binding.isPending}
            card={binding.card}
            error={binding.error}
            onRetry={binding.retry}
            onAddAnother={() => void add()}
            adding={adding}
          />
        ) : null}
        {startBinding.error ? <FormAlert error={startBinding.error} takeFocus /> : null}
        {outcome === 'refused' ? (
          <FormAlert error={null} takeFocus>
            {intl.formatMessage(cardsMessages.addRefused)}
          </FormAlert>
        ) : null}
        {outcome === 'redirecting' ? (
          <Notice>{intl.formatMessage(cardsMessages.redirecting)}</Notice>
        ) : null}
      </div>
      <AsyncContent
        query={cards}
        loading={
          <SkeletonGroup>
            <Skeleton shape="rect" height={132} />
            <Skeleton shape="rect" height={132} />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState
            icon={<CreditCardIcon width={32} height={32} />}
            title={intl.formatMessage(cardsMessages.emptyTitle)}
            description={intl.formatMessage(cardsMessages.emptyDescription)}
          />
        }
      >
        {({ list }) => (
          <>
            <ul
              ref={listRef}
              className={styles.list}
              aria-label={intl.formatMessage(cardsMessages.listLabel)}
              tabIndex={-1}
            >
              {list.map((card) => (
                <CardItem
                  key={card.uuid}
                  card={card}
                  activating={activate.isPending && activate.variables === card.uuid}
                  activateError={
                    activate.isError && activate.variables === card.uuid ? activate.error : null
                  }
                  onActivate={() => void makeActive(card)}
                  onDelete={() => {
                    remove.reset();
                    setToDelete(card);
                  }}
                />
              ))}
            </ul>
            <DeleteCardDialog
              card={toDelete}
              cards={list}
              deleting={remove.isPending}
              error={remove.error}
              onConfirm={() => void confirmDelete()}
              onClose={() => setToDelete(null)}
            />
          </>
        )}
      </AsyncContent>
    </>
  );
}
