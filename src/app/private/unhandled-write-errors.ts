import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSessionError } from '@/api/current-user';
import { useToast } from '@/components/ui/toast/toast';
import { useErrorMessage } from '@/lib/errors/format-api-error';

/**
 * A write that fails without handling of its own (no onError, not marked errorShownInline)
 * still tells the person: a toast with the catalogue message (spec section 8). A session that
 * ended is the session guard's business (it sends the person to sign-in), not a toast.
 */
export function useUnhandledWriteErrorToasts(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const formatError = useErrorMessage();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { options } = event.mutation;
        const error: unknown = event.action.error;
        if (options.onError || options.meta?.errorShownInline || isSessionError(error)) return;
        toast(formatError(error).message, { tone: 'error' });
      }),
    [queryClient, toast, formatError],
  );
}
