import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isApiError } from '@/api/api-error';
import {
  activateCard,
  confirmCard,
  deleteCard,
  getListCardsQueryKey,
  getListCardsQueryOptions,
  registerCard,
} from '@/api/generated/card/card';
import type { Card, CardList } from '@/api/generated/model';
import { useOneAtATime } from '@/lib/one-at-a-time';

/*
 * The payout cards (card/*). Every write shows its own error where it happened
 * (errorShownInline), keeps the list as it was on failure, and refreshes it on success: which
 * card is active after a delete is the server's decision (src/features/cards/README.md).
 */

export function cardsQueryOptions() {
  return getListCardsQueryOptions({ query: { staleTime: 30_000 } });
}

/** The person's cards (shared by the cards screen and the no-active-card banner). */
export function useCards() {
  return useQuery(cardsQueryOptions());
}

/** Whether the account has a card tips are paid out to. */
export const hasActiveCard = (list: CardList) => list.list.some((card) => card.active);

function refreshCards(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: getListCardsQueryKey() });
}

/** card/register: where the gateway binds the card; the browser goes there next. */
export function useStartCardBindingMutation() {
  const mutation = useMutation({
    mutationFn: (returnUrl: string) => registerCard({ returnUrl }),
    meta: { errorShownInline: true },
  });
  const start = useOneAtATime(mutation.mutateAsync, { closeOnSuccess: true });
  return { start, isPending: mutation.isPending, error: mutation.error };
}

/**
 * card/confirm of the binding the gateway returned from (its orderId), once per order however
 * often the screen renders or StrictMode repeats effects; `retry` asks again after a failure.
 */
export function useConfirmCardBindingMutation() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (orderId: string) => confirmCard({ orderId }),
    meta: { errorShownInline: true },
    onSuccess: () => refreshCards(queryClient),
  });
  const confirmed = useRef<string | null>(null);
  const { mutate } = mutation;
  // One function for the screen's whole life: the screen confirms from an effect, and a new
  // function each render re-ran that effect, whose address change rendered again, in a loop
  // that could spin the page forever (the gateway return that "hung").
  const confirm = useCallback(
    (orderId: string): void => {
      if (confirmed.current === orderId) return;
      confirmed.current = orderId;
      mutate(orderId);
    },
    [mutate],
  );
  return {
    confirm,
    retry: () => confirmed.current !== null && mutation.mutate(confirmed.current),
    card: mutation.data,
    isPending: mutation.isPending,
    error: mutation.error,
  };
}

/** card/active: once it answers, that card is the only active one in the list. */
export function useActivateCardMutation() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (uuid: string) => activateCard({ uuid }),
    meta: { errorShownInline: true },
    onSuccess: async (active: Card) => {
      queryClient.setQueryData<CardList>(getListCardsQueryKey(), (cached) =>
        cached
          ? { list: cached.list.map((card) => ({ ...card, active: card.uuid === active.uuid })) }
          : cached,
      );
      await refreshCards(queryClient);
    },
  });
  return { ...mutation, run: useOneAtATime(mutation.mutateAsync) };
}

/**
 * card/delete. A card the server no longer has (404: an earlier attempt went through but its
 * answer was lost) counts as deleted, so a retry never fails over a write that happened.
 */
export function useDeleteCardMutation() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (uuid: string) => {
      try {
        await deleteCard({ uuid });
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
    },
    meta: { errorShownInline: true },
    onSuccess: () => refreshCards(queryClient),
  });
  return { ...mutation, run: useOneAtATime(mutation.mutateAsync) };
}
