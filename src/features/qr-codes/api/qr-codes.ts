import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetLimitsQueryOptions } from '@/api/generated/limits/limits';
import type { DownloadQrCodeParams } from '@/api/generated/model/downloadQrCodeParams';
import type { LimitsResponse } from '@/api/generated/model/limitsResponse';
import type { QrCode } from '@/api/generated/model/qrCode';
import type { QrCodeList } from '@/api/generated/model/qrCodeList';
import type { QrPurposeList } from '@/api/generated/model/qrPurposeList';
import { getGetPaymentFormQueryKey } from '@/api/generated/payment/payment';
import {
  addQrCode,
  deleteQrCode,
  downloadQrCode,
  getGetQrCodeQueryKey,
  getGetQrCodeQueryOptions,
  getGetQrCodeStatisticQueryOptions,
  getListQrCodePurposeTypesQueryOptions,
  getListQrCodesQueryKey,
  getListQrCodesQueryOptions,
  updateQrCode,
} from '@/api/generated/qr-code/qr-code';
import { useToast } from '@/components/ui/toast/toast';
import { isUuid } from '@/lib/address-params';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { fileSaver } from '@/lib/save-file';
import type { PeriodDays } from '../lib/statistic-period';
import { qrCodesValueMessages } from '../messages';

/*
 * The area's calls. Writes keep every screen that shows a code right at once: the list, the
 * code, and the tip page's own copy of its amounts (payment/form), which the cabinet may have
 * in its cache from a visit to the public page.
 */

/** The person's codes (a person has a handful: one page, no paging). */
const ALL_CODES = {};

export function qrCodesQueryOptions() {
  return getListQrCodesQueryOptions(ALL_CODES);
}

export function useQrCodes() {
  return useQuery(qrCodesQueryOptions());
}

export function qrCodeQueryOptions(uuid: string) {
  return getGetQrCodeQueryOptions({ uuid });
}

/** One code; an id that is not a uuid names none, and is not asked about. */
export function useQrCode(uuid: string) {
  return useQuery({ ...qrCodeQueryOptions(uuid), enabled: isUuid(uuid) });
}

/**
 * Opens, tips and their sum of some codes over a period (qrcode/statistic): one call for the
 * whole list. Another period keeps the figures shown until its own arrive.
 */
export function qrCodeStatisticQueryOptions(uuids: string[], period: PeriodDays) {
  return getGetQrCodeStatisticQueryOptions(
    { uuids, ...period },
    { query: { staleTime: 30_000, placeholderData: keepPreviousData } },
  );
}

export function useQrCodeStatistic(uuids: string[], period: PeriodDays) {
  return useQuery({ ...qrCodeStatisticQueryOptions(uuids, period), enabled: uuids.length > 0 });
}

/** Purposes a code may be given: hidden ones are left out of the choice (spec section 3). */
export function qrPurposesQueryOptions() {
  return getListQrCodePurposeTypesQueryOptions({
    query: {
      staleTime: 10 * 60_000,
      select: (data: QrPurposeList) => data.list.filter((purpose) => !purpose.hidden),
    },
  });
}

export function useQrPurposes() {
  return useQuery(qrPurposesQueryOptions());
}

type LimitsOptions = Pick<UseQueryOptions<LimitsResponse>, 'enabled' | 'placeholderData'>;

/** The limits and choices a new code starts with, and the range its limits must keep. */
export function limitsQueryOptions(teamUuid: string | undefined, options: LimitsOptions = {}) {
  return getGetLimitsQueryOptions(teamUuid ? { teamUuid } : {}, {
    query: { staleTime: 60_000, ...options },
  });
}

export function useLimits(teamUuid: string | undefined, options: LimitsOptions = {}) {
  return useQuery(limitsQueryOptions(teamUuid, options));
}

/** The code changed: its own query, the list and the tip page show the new one. */
function storeCode(queryClient: QueryClient, code: QrCode): Promise<void> {
  queryClient.setQueryData(getGetQrCodeQueryKey({ uuid: code.uuid }), code);
  queryClient.setQueryData<QrCodeList>(
    getListQrCodesQueryKey(ALL_CODES),
    (list) =>
      list && {
        list: list.list.some((listed) => listed.uuid === code.uuid)
          ? list.list.map((listed) => (listed.uuid === code.uuid ? code : listed))
          : [code, ...list.list],
      },
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getListQrCodesQueryKey(ALL_CODES) }),
    queryClient.invalidateQueries({
      queryKey: getGetPaymentFormQueryKey({ qrCodeUuid: code.uuid }),
    }),
  ]).then(() => undefined);
}

export type QrCodeFields = Omit<Parameters<typeof addQrCode>[0], 'teamUuid'>;

/**
 * Saves a new code (with its team) or changes one; the form shows the errors itself. A second
 * submit while one is on its way is the same write, not another code.
 */
export function useSaveQrCodeMutation(uuid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, teamUuid }: { fields: QrCodeFields; teamUuid?: string | undefined }) =>
      uuid
        ? updateQrCode({ uuid, ...fields })
        : addQrCode(teamUuid ? { ...fields, teamUuid } : fields),
    onSuccess: (code) => storeCode(queryClient, code),
    meta: { errorShownInline: true },
  });
}

/**
 * Deletes a code: it leaves the list at once (spec section 4); a failure puts it back where it
 * was and says why in a toast.
 */
export function useDeleteQrCodeMutation() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const intl = useIntl();
  const formatError = useErrorMessage();
  const listKey = getListQrCodesQueryKey(ALL_CODES);
  return useMutation({
    mutationFn: (code: QrCode) => deleteQrCode({ uuid: code.uuid }),
    onMutate: async (code) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData<QrCodeList>(listKey);
      queryClient.setQueryData<QrCodeList>(
        listKey,
        (list) => list && { list: list.list.filter((listed) => listed.uuid !== code.uuid) },
      );
      return { before };
    },
    onError: (error, code, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
      toast(
        `${intl.formatMessage(qrCodesValueMessages.deleteFailed, { title: code.title })} ${formatError(error).message}`,
        { tone: 'error' },
      );
    },
    onSuccess: (_done, code) => {
      toast(intl.formatMessage(qrCodesValueMessages.deleted, { title: code.title }), {
        tone: 'success',
      });
      queryClient.removeQueries({ queryKey: getGetQrCodeQueryKey({ uuid: code.uuid }) });
      queryClient.removeQueries({
        queryKey: getGetPaymentFormQueryKey({ qrCodeUuid: code.uuid }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/**
 * qrcode/download: the code as an image file, saved as `name`; the button shows a failure
 * itself.
 */
export function useDownloadQrCodeMutation() {
  return useMutation({
    mutationFn: async ({ params, name }: { params: DownloadQrCodeParams; name: string }) =>
      fileSaver.save(name, await downloadQrCode(params)),
    meta: { errorShownInline: true },
  });
}
