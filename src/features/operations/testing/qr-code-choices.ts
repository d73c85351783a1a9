import { http, HttpResponse } from 'msw';
import type { QrCodeList } from '@/api/generated/model';
import { indexes } from '@mocks/db/indexes';
import { DEMO } from '@mocks/db/demo-ids';

/**
 * qrcode/list as the QR-code filter reads it, answered from the store: Anna's own codes. The
 * QR codes area owns that call's mock; until it answers from the store, this keeps the
 * filter's picture of real codes instead of faker's.
 */
export const annasQrCodes = http.post('*/api/qrcode/list', () =>
  HttpResponse.json({
    list: indexes
      .qrCodesOfOwner(DEMO.anna)
      .filter((code) => !code.teamUuid)
      .map(({ uuid, title, limits, amounts, defaultAmounts }) => ({
        uuid,
        title,
        limits,
        amounts,
        defaultAmounts,
      })),
  } satisfies QrCodeList),
);
