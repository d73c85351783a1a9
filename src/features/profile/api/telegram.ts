import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { TelegramAuthCode } from '@/api/generated/model/telegramAuthCode';
import {
  getGetTelegramAuthCodeQueryKey,
  getTelegramAuthCode,
  getCreateTelegramAuthCodeMutationOptions,
} from '@/api/generated/telegram/telegram';

/**
 * The telegram link code (telegram/auth/code/get). No live code is the contract's 404, an
 * answer rather than a failure: the query then holds null and the profile offers one.
 */
export function telegramCodeQueryOptions() {
  return queryOptions({
    queryKey: getGetTelegramAuthCodeQueryKey(),
    queryFn: async ({ signal }): Promise<TelegramAuthCode | null> => {
      try {
        return await getTelegramAuthCode({ signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useTelegramCode() {
  return useQuery(telegramCodeQueryOptions());
}

/** telegram/auth/code/newcode: a new code replaces the shown one. */
export function useNewTelegramCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation(
    getCreateTelegramAuthCodeMutationOptions({
      mutation: {
        meta: { errorShownInline: true },
        onSuccess: (code) => queryClient.setQueryData(getGetTelegramAuthCodeQueryKey(), code),
      },
    }),
  );
}
