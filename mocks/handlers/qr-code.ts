import { HttpResponse } from 'msw';
import type {
  Limits,
  QrCode,
  QrCodeKind,
  QrCodeList,
  QrCodeStatisticList,
  QrPurpose,
  QrPurposeList,
} from '../../src/api/generated/model';
import {
  AddQrCodeBody,
  DeleteQrCodeBody,
  DownloadQrCodeQueryParams,
  GetQrCodeBody,
  GetQrCodeResponse,
  GetQrCodeStatisticBody,
  ListQrCodesBody,
  UpdateQrCodeBody,
} from '../../src/api/generated/zod/qr-code/qr-code.zod';
import {
  getAddQrCodeMockHandler,
  getDeleteQrCodeMockHandler,
  getDownloadQrCodeMockHandler,
  getGetQrCodeMockHandler,
  getGetQrCodeStatisticMockHandler,
  getListQrCodePurposeTypesMockHandler,
  getListQrCodesMockHandler,
  getUpdateQrCodeMockHandler,
} from '../generated/qr-code/qr-code.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import { indexes, type RecordOf } from '../db/indexes';
import { listPage } from '../db/query';
import { qrCodeStatistic } from '../engine/qr-statistics';
import { signedIn } from '../engine/sessions';
import { requireMembership } from '../engine/teams';
import { limitsFor } from './limits';
import { qrPng, qrSvg } from './qr-code-image';
import { answerWith, apiError, readBody } from './respond';

type QrRecord = RecordOf<'qrCodes'>;

/** qrcode/purpose/type/list: what a code is for. Hidden ones stay valid on old codes only. */
export const QR_PURPOSES: readonly QrPurpose[] = [
  { code: 'tips', title: 'Tips', hidden: false },
  { code: 'table', title: 'Table service', hidden: false },
  { code: 'delivery', title: 'Delivery', hidden: false },
  { code: 'event', title: 'Event', hidden: false },
  { code: 'donation', title: 'Donation', hidden: false },
  { code: 'cashback', title: 'Cashback', hidden: true },
];

function purposeOf(code: string): QrPurpose | undefined {
  return QR_PURPOSES.find((purpose) => purpose.code === code);
}

/** The teams a person runs (owner or admin): they make and see those teams' own codes. */
function managedTeams(userUuid: string): Set<string> {
  return new Set(
    indexes
      .membershipsOfUser(userUuid)
      .filter((member) => member.role !== 'MEMBER')
      .map((member) => member.teamUuid),
  );
}

/**
 * Worked out from the other records (contract: QrCodeKind). A person's own code is the one
 * their account names; a seeded person without one (a join claimant) has their first code
 * without a team.
 */
export function kindOf(code: QrRecord): QrCodeKind {
  if (code.teamUuid && indexes.teamByUuid(code.teamUuid)?.qrCodeUuid === code.uuid) return 'TEAM';
  if (indexes.memberByQrCode(code.uuid)) return 'MEMBER';
  const owner = indexes.userByUuid(code.ownerUuid);
  if (owner?.qrCodeUuid === code.uuid) return 'PERSONAL';
  if (!owner?.qrCodeUuid && !code.teamUuid) {
    const first = indexes
      .qrCodesOfOwner(code.ownerUuid)
      .filter((own) => !own.teamUuid)
      .reduce((a, b) => (b.createdDate < a.createdDate ? b : a));
    if (first.uuid === code.uuid) return 'PERSONAL';
  }
  return 'CUSTOM';
}

function toQrCode(code: QrRecord): QrCode {
  const team = code.teamUuid ? indexes.teamByUuid(code.teamUuid) : undefined;
  return GetQrCodeResponse.parse({
    ...code,
    kind: kindOf(code),
    purpose: purposeOf(code.purposeCode),
    team: team && {
      uuid: team.uuid,
      title: team.title,
      photoUuid: team.photoUuid,
      typeCode: team.type,
    },
  });
}

/**
 * The codes a person sees: their own (personal, their team memberships', the ones they made)
 * and the own codes of the teams they run. Anything else does not exist for them.
 */
function isVisible(userUuid: string, code: QrRecord, managed = managedTeams(userUuid)): boolean {
  if (code.ownerUuid === userUuid) return true;
  return code.teamUuid !== undefined && managed.has(code.teamUuid) && kindOf(code) === 'TEAM';
}

function visibleCode(userUuid: string, uuid: string): QrRecord {
  const code = indexes.qrCodeByUuid(uuid);
  return code && isVisible(userUuid, code) ? code : apiError('general.error', 404);
}

/** Newest first; codes made together (the seed's) by title. */
const listOrder = (a: QrRecord, b: QrRecord) =>
  b.createdDate.localeCompare(a.createdDate) || a.title.localeCompare(b.title);

/** A title with its blanks trimmed, or field.invalid.format.error when nothing is left. */
function titleOf(title: string): string {
  const trimmed = title.trim();
  return trimmed || apiError('field.invalid.format.error', 400, { field: 'title' });
}

/** A purpose a new choice may name: one that exists and is not hidden. */
function choosablePurpose(code: string): string {
  return purposeOf(code)?.hidden === false
    ? code
    : apiError('field.invalid.format.error', 400, { field: 'purposeCode' });
}

/**
 * The amount rules of qrcode/add and update (contract): limits within the range, min ≤ max,
 * choices distinct and within the limits, the default within the limits too.
 */
function checkAmounts(
  {
    limits,
    amounts,
    defaultAmounts,
  }: { limits: Limits; amounts: number[]; defaultAmounts: number[] },
  range: Limits,
): void {
  const bad = (field: string) => apiError('field.invalid.format.error', 400, { field });
  const within = (amount: number) => amount >= limits.minAmount && amount <= limits.maxAmount;
  if (limits.minAmount < range.minAmount || limits.minAmount > range.maxAmount)
    bad('limits.minAmount');
  if (limits.maxAmount > range.maxAmount || limits.maxAmount < limits.minAmount)
    bad('limits.maxAmount');
  if (amounts.length === 0 || !amounts.every(within) || new Set(amounts).size !== amounts.length)
    bad('amounts');
  if (!defaultAmounts.every(within)) bad('defaultAmounts');
}

/** The middle choice: what a code's tip page offers first when nobody said. */
function middleOf(amounts: readonly number[]): number[] {
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  return middle === undefined ? [] : [middle];
}

/**
 * The address a code's image file encodes: its tip page, or its team's page for a TEAM code,
 * with the source `s=f` (an image file, contract QrSource).
 */
function tipPageAddress(origin: string, code: QrRecord): string {
  const page = kindOf(code) === 'TEAM' && code.teamUuid ? `/t/${code.teamUuid}` : `/${code.uuid}`;
  return `${origin}${page}?s=f`;
}

/**
 * QR codes over the store: what is made, changed or deleted here is what payment/form serves
 * on the tip page at once, and what the history joins (a deleted code's tips show
 * qrCodeDeleted).
 */
export const qrCodeHandlers = [
  getListQrCodePurposeTypesMockHandler(
    signedIn(() => ({ list: [...QR_PURPOSES] }) satisfies QrPurposeList),
  ),

  getListQrCodesMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { nextPage, teamUuid } = await readBody(request, ListQrCodesBody);
      if (teamUuid) requireMembership(user.uuid, teamUuid);
      const managed = managedTeams(user.uuid);
      const teamCodes = [...managed].flatMap((uuid) => {
        const code = indexes.qrCodeByUuid(indexes.teamByUuid(uuid)?.qrCodeUuid);
        return code && code.ownerUuid !== user.uuid ? [code] : [];
      });
      const rows = [...indexes.qrCodesOfOwner(user.uuid), ...teamCodes].filter(
        (code) => !teamUuid || code.teamUuid === teamUuid,
      );
      const sorted = [...rows].sort(listOrder);
      const page = nextPage ? listPage(sorted, { nextPage }) : sorted;
      return { list: page.map(toQrCode) } satisfies QrCodeList;
    }),
  ),

  getGetQrCodeStatisticMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuids, dateFrom, dateTo } = await readBody(request, GetQrCodeStatisticBody);
      const managed = managedTeams(user.uuid);
      const list = uuids.flatMap((uuid) => {
        const code = indexes.qrCodeByUuid(uuid);
        return code && isVisible(user.uuid, code, managed)
          ? [qrCodeStatistic(uuid, dateFrom, dateTo)]
          : [];
      });
      return { list } satisfies QrCodeStatisticList;
    }),
  ),

  getGetQrCodeMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid } = await readBody(request, GetQrCodeBody);
      return toQrCode(visibleCode(user.uuid, uuid));
    }),
  ),

  getAddQrCodeMockHandler(
    signedIn(async ({ request }, { user }) => {
      const body = await readBody(request, AddQrCodeBody);
      if (body.teamUuid && !managedTeams(user.uuid).has(body.teamUuid))
        return apiError('team.notFound.error');
      const start = limitsFor(user.uuid, body.teamUuid);
      const amounts = body.amounts ?? start.defaultAmounts;
      const wanted = {
        limits: body.limits ?? start.limits,
        amounts,
        defaultAmounts: body.defaultAmounts ?? middleOf(amounts),
      };
      checkAmounts(wanted, start.range);
      const code = await db.qrCodes.create({
        uuid: crypto.randomUUID(),
        ownerUuid: user.uuid,
        ...(body.teamUuid ? { teamUuid: body.teamUuid } : {}),
        title: titleOf(body.title),
        purposeCode: choosablePurpose(body.purposeCode ?? 'tips'),
        ...wanted,
        createdDate: new Date(now()).toISOString(),
      });
      return toQrCode(code);
    }),
  ),

  getUpdateQrCodeMockHandler(
    signedIn(async ({ request }, { user }) => {
      const body = await readBody(request, UpdateQrCodeBody);
      const code = visibleCode(user.uuid, body.uuid);
      if (kindOf(code) === 'TEAM') return apiError('modification.irrelevant.data.error');
      const wanted = {
        limits: body.limits ?? code.limits,
        amounts: body.amounts ?? code.amounts,
        defaultAmounts: body.defaultAmounts ?? code.defaultAmounts,
      };
      checkAmounts(wanted, limitsFor(user.uuid, code.teamUuid).range);
      const title = body.title === undefined ? code.title : titleOf(body.title);
      const purposeCode =
        body.purposeCode === undefined || body.purposeCode === code.purposeCode
          ? code.purposeCode
          : choosablePurpose(body.purposeCode);
      const updated = await db.qrCodes.update(code, {
        data(draft) {
          Object.assign(draft, wanted, { title, purposeCode });
        },
      });
      return toQrCode(updated ?? code);
    }),
  ),

  getDeleteQrCodeMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { uuid } = await readBody(request, DeleteQrCodeBody);
      const code = visibleCode(user.uuid, uuid);
      if (kindOf(code) !== 'CUSTOM') return apiError('modification.irrelevant.data.error');
      db.qrCodes.delete(code);
    }),
  ),

  getDownloadQrCodeMockHandler(
    signedIn(({ request }, { user }) => {
      const url = new URL(request.url);
      const parsed = DownloadQrCodeQueryParams.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success)
        return apiError('field.invalid.format.error', 400, {
          field: parsed.error.issues[0]?.path.join('.') ?? '',
        });
      const code = visibleCode(user.uuid, parsed.data.uuid);
      const address = tipPageAddress(url.origin, code);
      const svg = parsed.data.format === 'svg';
      return answerWith(
        new HttpResponse(svg ? qrSvg(address) : qrPng(address), {
          headers: {
            'Content-Type': svg ? 'image/svg+xml' : 'image/png',
            'Content-Disposition': `attachment; filename="qr-${code.uuid}.${svg ? 'svg' : 'png'}"`,
          },
        }),
      );
    }),
  ),
];
