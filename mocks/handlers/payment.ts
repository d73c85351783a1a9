import {
  AddPaymentCommentBody,
  GetPaymentFeeBody,
  GetPaymentFormBody,
  GetPaymentFormResponse,
  GetTeamPaymentFormBody,
  GetTeamPaymentFormResponse,
  RegisterPaymentBody,
} from '../../src/api/generated/zod/payment/payment.zod';
import type { PaymentFee, RegisterPaymentResponse } from '../../src/api/generated/model';
import { now } from '../clock';
import { db } from '../db/collections';
import { gatewayPageOrigin } from '../gateway/page-origin';
import { feeOf } from '../engine/fees';
import { notify } from '../engine/notify';
import { knownSource, recordOpen } from '../engine/qr-statistics';
import { GATEWAY_PAGE_PATH } from '../prefixes';
import {
  getAddPaymentCommentMockHandler,
  getGetPaymentFeeMockHandler,
  getGetPaymentFormMockHandler,
  getGetTeamPaymentFormMockHandler,
  getRegisterPaymentMockHandler,
} from '../generated/payment/payment.msw';
import { apiError, readBody } from './respond';

function teamSummary(teamUuid: string | undefined) {
  const team = teamUuid ? db.teams.findFirst((q) => q.where({ uuid: teamUuid })) : undefined;
  return (
    team && { uuid: team.uuid, title: team.title, photoUuid: team.photoUuid, typeCode: team.type }
  );
}

/** The QR code and the person behind it, or the error the contract gives for each failure. */
function recipientOf(qrCodeUuid: string) {
  const qrCode = db.qrCodes.findFirst((q) => q.where({ uuid: qrCodeUuid }));
  const user = qrCode && db.users.findFirst((q) => q.where({ uuid: qrCode.ownerUuid }));
  if (!qrCode || !user) return apiError('general.error', 404);
  if (!user.active) return apiError('client.notActive.error', 400);
  if ((user.blockedUntil ?? 0) > now()) return apiError('client.blocked.error', 400);
  return { qrCode, user };
}

function teamOf(teamUuid: string) {
  return db.teams.findFirst((q) => q.where({ uuid: teamUuid })) ?? apiError('team.notFound.error');
}

export const paymentHandlers = [
  getGetPaymentFormMockHandler(async ({ request }) => {
    const { qrCodeUuid, source } = await readBody(request, GetPaymentFormBody);
    const { qrCode, user } = recipientOf(qrCodeUuid);
    await recordOpen(qrCode.uuid, source);
    const member = qrCode.teamUuid
      ? db.members.findFirst((q) => q.where({ qrCodeUuid: qrCode.uuid }))
      : undefined;
    return GetPaymentFormResponse.parse({
      qrCodeUuid: qrCode.uuid,
      firstName: user.firstName,
      lastName: user.lastName,
      photo: user.photo,
      jobPosition: member?.jobPosition ?? user.jobPosition,
      title: qrCode.title,
      limits: qrCode.limits,
      amounts: qrCode.amounts,
      defaultAmounts: qrCode.defaultAmounts,
      team: teamSummary(qrCode.teamUuid),
    });
  }),

  getGetTeamPaymentFormMockHandler(async ({ request }) => {
    const { teamUuid, nextPage, source } = await readBody(request, GetTeamPaymentFormBody);
    const team = teamOf(teamUuid);
    // The team page opened (its first page, not "show more"): an open of the team's own code.
    if (nextPage.page === 0) await recordOpen(team.qrCodeUuid, source);
    const activeUsers = new Map(
      db.users.findMany((q) => q.where({ active: true })).map((user) => [user.uuid, user]),
    );
    const members = db.members
      .findMany((q) => q.where({ teamUuid }))
      .filter((member) => activeUsers.has(member.userUuid))
      .slice(nextPage.page * nextPage.count, (nextPage.page + 1) * nextPage.count)
      .map((member) => {
        const user = activeUsers.get(member.userUuid)!;
        return {
          qrCodeUuid: member.qrCodeUuid,
          firstName: user.firstName,
          lastName: user.lastName,
          fullName: user.fullName,
          photo: user.photo,
          jobPosition: member.jobPosition,
        };
      });
    return GetTeamPaymentFormResponse.parse({
      teamUuid: team.uuid,
      title: team.title,
      photo: team.photoUuid,
      typeCode: team.type,
      limits: team.limits,
      amounts: team.amounts,
      defaultAmounts: team.defaultAmounts,
      members,
    });
  }),

  getGetPaymentFeeMockHandler(async ({ request }) => {
    const { amount } = await readBody(request, GetPaymentFeeBody);
    return { feeAmount: feeOf(amount) } satisfies PaymentFee;
  }),

  getRegisterPaymentMockHandler(async ({ request }) => {
    const body = await readBody(request, RegisterPaymentBody);
    if (Boolean(body.qrCodeUuid) === Boolean(body.teamUuid)) {
      return apiError('field.invalid.format.error', 400, { field: 'qrCodeUuid' });
    }
    const team = body.teamUuid ? teamOf(body.teamUuid) : undefined;
    const { qrCode, user } = recipientOf(body.qrCodeUuid ?? team!.qrCodeUuid);
    const limits = team?.limits ?? qrCode.limits;
    const major = body.amount / 100;
    if (major < limits.minAmount || major > limits.maxAmount) {
      return apiError('field.invalid.format.error', 400, { field: 'amount' });
    }
    const origin = new URL(request.url).origin;
    const orderId = crypto.randomUUID();
    await db.tipPayments.create({
      orderId,
      status: 'PENDING',
      qrCodeUuid: qrCode.uuid,
      teamUuid: team?.uuid ?? qrCode.teamUuid,
      recipientUuid: user.uuid,
      recipientName: team ? team.title : `${user.firstName} ${user.lastName.charAt(0)}.`,
      amount: body.amount,
      feeAmount: feeOf(body.amount),
      payFee: body.payFee,
      rating: body.rating,
      emoji: body.emoji,
      comment: body.comment,
      language: body.language,
      returnUrl: body.returnUrl ?? `${origin}/finish.html`,
      createdAt: now(),
      source: knownSource(body.source),
    });
    const formUrl = new URL(GATEWAY_PAGE_PATH, gatewayPageOrigin(origin));
    formUrl.searchParams.set('orderId', orderId);
    return { order: { orderId, formUrl: formUrl.toString() } } satisfies RegisterPaymentResponse;
  }),

  getAddPaymentCommentMockHandler(async ({ request }) => {
    const body = await readBody(request, AddPaymentCommentBody);
    const payment =
      db.tipPayments.findFirst((q) => q.where({ orderId: body.orderId })) ??
      apiError('general.error', 404);
    const repeats =
      (body.rating !== undefined && payment.rating !== undefined) ||
      (body.comment !== undefined && payment.comment !== undefined);
    if (payment.status !== 'SUCCESS' || repeats)
      return apiError('modification.irrelevant.data.error');
    const feedback = {
      ...(body.rating !== undefined ? { rating: body.rating } : {}),
      ...(body.emoji !== undefined ? { emoji: body.emoji } : {}),
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
    };
    await db.tipPayments.update(payment, { data: (draft) => void Object.assign(draft, feedback) });
    if (feedback.comment !== undefined && payment.recipientUuid) {
      // The comment notification opens the tip it is about, as the paid tip's does.
      const operation = db.operations.findFirst((q) => q.where({ orderId: body.orderId }));
      await notify(payment.recipientUuid, 'qr.comment', {
        comment: feedback.comment,
        ...(operation ? { operationUuid: operation.uuid } : {}),
      });
    }
    await db.operations.update((q) => q.where({ orderId: body.orderId }), {
      data(draft) {
        if (feedback.rating !== undefined) draft.rating = feedback.rating;
        if (feedback.emoji !== undefined) draft.emoji = feedback.emoji;
        if (feedback.comment !== undefined) draft.message = feedback.comment;
      },
    });
  }),
];
