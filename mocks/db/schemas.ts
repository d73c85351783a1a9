import { z } from 'zod';
import { ListCardsResponse } from '../../src/api/generated/zod/card/card.zod';
import { GetFinishedPaymentInfoResponse } from '../../src/api/generated/zod/gateway/gateway.zod';
import { ListPushedInvitesResponse } from '../../src/api/generated/zod/invite/invite.zod';
import { ListNotificationsResponse } from '../../src/api/generated/zod/notification/notification.zod';
import { ListOperationsResponse } from '../../src/api/generated/zod/operation/operation.zod';
import { GetOrderResponse, ListOrdersResponse } from '../../src/api/generated/zod/order/order.zod';
import { GetOrganizationDetailsResponse } from '../../src/api/generated/zod/organization/organization.zod';
import {
  GetTeamPaymentFormResponse,
  RegisterPaymentBody,
} from '../../src/api/generated/zod/payment/payment.zod';
import { GetProfileInfoResponse } from '../../src/api/generated/zod/profile/profile.zod';
import {
  GetQrCodeResponse,
  GetQrCodeStatisticResponse,
} from '../../src/api/generated/zod/qr-code/qr-code.zod';
import {
  GetTeamMemberResponse,
  ListTeamClaimsResponse,
  ListTeamsResponse,
} from '../../src/api/generated/zod/team/team.zod';

/**
 * Record schemas of the mock store, built from the generated zod schemas of the contract: each
 * record keeps a contract object's own fields under the contract's names (fields joined in from
 * other records, such as names and titles, are left out) and adds what only the server knows
 * (owner, password, active flag). A contract change the store no longer fits fails `tsc`, the
 * seed and `contract-fit.test.ts`.
 */
const userContract = GetProfileInfoResponse.shape.client;
const qrCodeContract = GetQrCodeResponse;
const teamContract = ListTeamsResponse.shape.list.element;
const memberContract = GetTeamMemberResponse;
const inviteContract = ListPushedInvitesResponse.shape.list.element;
const claimContract = ListTeamClaimsResponse.shape.list.element;
const cardContract = ListCardsResponse.shape.list.element;
const operationContract = ListOperationsResponse.shape.list.element;
const notificationContract = ListNotificationsResponse.shape.notificationList.element;
const organisationContract = GetOrganizationDetailsResponse;
const orderContract = ListOrdersResponse.shape.list.element;
const finishedPaymentContract = GetFinishedPaymentInfoResponse;
const qrSource = GetQrCodeStatisticResponse.shape.list.element.shape.sources.element.shape.source;

/** The contract object each collection's records stand for (sessions and codes have none). */
export const contractOf = {
  users: userContract,
  qrCodes: qrCodeContract,
  teams: teamContract,
  members: memberContract,
  invites: inviteContract,
  claims: claimContract,
  cards: cardContract,
  operations: operationContract,
  notifications: notificationContract,
  organisations: organisationContract,
  orders: orderContract,
  tipPayments: finishedPaymentContract,
};

const teamFormShape = GetTeamPaymentFormResponse.shape;
const time = z.number().int(); // epoch milliseconds, on the mock clock (mocks/clock.ts)

/** The signed-in person of profile/info, plus what only the server knows. */
export const userSchema = userContract.extend({
  /** Plain text: this is a mock; the real backend never shows it. */
  password: z.string(),
  /** False: the person cannot receive tips (payment/form answers client.notActive.error). */
  active: z.boolean(),
  /** Sign-in and code flows answer client.blocked.error until then. */
  blockedUntil: time.optional(),
  createdAt: time,
  /** The live telegram link code (telegram/auth/code/*), until it expires. */
  telegramCode: z.object({ code: z.string(), expiresAt: time }).optional(),
});

export const sessionSchema = z.object({
  token: z.string(),
  /** Set once signed in; a session without a user only carries pending code flows. */
  userUuid: z.uuid().optional(),
  createdAt: time,
  expiresAt: time,
  /** Registrations started from this session (the registration limit counts them). */
  registrationStarts: z.number().int(),
});

export const otpFlowSchema = z.enum([
  'auth',
  'registration',
  'restore',
  'profile.delete',
  'profile.phone',
  'profile.email',
  'profile.password',
]);

/** One started code-confirmed flow of one browser session. */
export const oneTimeCodeSchema = z.object({
  id: z.string(),
  sessionToken: z.string(),
  flow: otpFlowSchema,
  /** Where the code went: a phone or an e-mail. */
  sentTo: z.string(),
  code: z.string(),
  expiresAt: time,
  wrongAttempts: z.number().int(),
  newCodes: z.number().int(),
  verified: z.boolean(),
  /** Too many wrong codes: new flows to `sentTo` answer client.blocked.error until then. */
  blockedUntil: time.optional(),
  /** What the flow carries to its finish (registration data, the user signing in...). */
  payload: z.record(z.string(), z.unknown()),
});

/** The code inbox: every code the mock "sent", for the QA panel and tests. */
export const sentCodeSchema = z.object({
  id: z.string(),
  flow: otpFlowSchema,
  sentTo: z.string(),
  code: z.string(),
  sentAt: time,
});

/**
 * A QR code as qr-code/get answers it, minus what is joined in (team, purpose) or worked out
 * from the other records (kind), plus its owner.
 */
export const qrCodeSchema = qrCodeContract
  .omit({ team: true, purpose: true, kind: true })
  .required({ createdDate: true })
  .extend({
    ownerUuid: z.uuid(),
    teamUuid: z.uuid().optional(),
    purposeCode: qrCodeContract.shape.purpose.unwrap().shape.code,
    /** The table printed on the code; operations paid through it carry it. */
    table: operationContract.shape.table,
  });

/** A team as team/list answers it, minus what depends on the reader or is counted, plus its owner. */
export const teamSchema = teamContract
  .omit({ membersCount: true, managers: true, role: true })
  .required({ verified: true, qrCodeUuid: true, limits: true })
  .extend({
    ownerUuid: z.uuid(),
    amounts: teamFormShape.amounts,
    defaultAmounts: teamFormShape.defaultAmounts,
  });

/** A membership: team/member/get's member fields that are not the person's own, plus the keys. */
export const memberSchema = memberContract
  .pick({ qrCodeUuid: true, role: true, jobPosition: true })
  .extend({ teamUuid: z.uuid(), userUuid: z.uuid(), joinedAt: time });

/**
 * An invite as invite/list answers it, minus the joined team and sender names and the computed
 * expiry, plus who answered it (a shareable link's receiver is whoever used it).
 */
export const inviteSchema = inviteContract
  .omit({ teamTitle: true, teamPhotoUuid: true, senderName: true, expiresDate: true })
  .required({ createdDate: true })
  .extend({ senderUuid: z.uuid(), receiverUuid: z.uuid().optional() });

/** A request to join: team/claim/list's key; the names are the claimant's. */
export const claimSchema = claimContract
  .pick({ qrCodeUuid: true })
  .extend({ teamUuid: z.uuid(), userUuid: z.uuid(), createdAt: time });

export const cardSchema = cardContract
  .required({ expiryMonth: true, expiryYear: true })
  .extend({ userUuid: z.uuid(), boundAt: time.optional() });

/**
 * A card binding: started by card/register, decided on the (mock) gateway's page, completed
 * by card/confirm. Only what a gateway reports of the card is kept, never its number.
 */
export const cardBindingSchema = z.object({
  orderId: z.string(),
  userUuid: z.uuid(),
  status: z.enum(['PENDING', 'BOUND', 'DECLINED', 'CONFIRMED']),
  returnUrl: z.string(),
  card: cardContract
    .pick({ maskedPan: true, paymentSystem: true, expiryMonth: true, expiryYear: true })
    .required({ expiryMonth: true, expiryYear: true })
    .optional(),
  createdAt: time,
});

/**
 * A received tip: operation/list's own fields (the names, titles and deleted flags are joined
 * in from the QR code, member and team), plus its key, its recipient and the paid order.
 */
export const operationSchema = operationContract
  .pick({
    date: true,
    amount: true,
    feeAmount: true,
    receivedAmount: true,
    rating: true,
    emoji: true,
    message: true,
    qrUuid: true,
    teamUuid: true,
    table: true,
    percentAmount: true,
  })
  .required({ qrUuid: true })
  .extend({
    uuid: z.uuid(),
    recipientUuid: z.uuid(),
    orderId: z.string().optional(),
    /** The recipient may not see the amount: answered as 0 with amountExists false. */
    amountHidden: z.boolean().optional(),
    /** Where the tip page was opened from (the address's `s`, when it named a QrSource). */
    source: qrSource,
  });

export const notificationSchema = notificationContract
  .omit({ teamTitle: true })
  .extend({ userUuid: z.uuid() });

export const organisationSchema = organisationContract
  .required({ inn: true, merchantLogin: true, address: true })
  .extend({ ownerUuid: z.uuid() });

/** One refund as order/get lists it. */
const refundContract = GetOrderResponse.def.right.shape.refunds.element;

/**
 * Order-to-order orders of an organisation as order/list answers them, with their refunds
 * (order/get), each refund keeping the Idempotency-Key it was asked with (mocks/engine/refunds.ts).
 */
export const orderSchema = orderContract.required({ currency: true, description: true }).extend({
  refunds: z.array(refundContract.extend({ idempotencyKey: z.string() })),
});

/**
 * A tip registered with the (mock) card gateway: what payment/register took and what
 * finished-payment-info reports, plus the recipient and when it was registered.
 */
export const tipPaymentSchema = finishedPaymentContract
  .pick({
    orderId: true,
    status: true,
    amount: true,
    feeAmount: true,
    recipientName: true,
    qrCodeUuid: true,
    teamUuid: true,
  })
  .required({ feeAmount: true, recipientName: true, qrCodeUuid: true })
  .extend(
    RegisterPaymentBody.pick({
      payFee: true,
      rating: true,
      emoji: true,
      comment: true,
      language: true,
      returnUrl: true,
    }).shape,
  )
  .extend({
    recipientUuid: z.uuid().optional(),
    createdAt: time,
    /** When the gateway settled it (SUCCESS or FAILED). */
    finishedAt: time.optional(),
    /** Paid with a pending test card: stays PENDING until then, then becomes settlesTo. */
    settlesAt: time.optional(),
    settlesTo: z.enum(['SUCCESS', 'FAILED']).optional(),
    source: qrSource,
  });

/**
 * Opens of a QR code's tip page (payment/form, or a team page's first payment/form/team),
 * counted by source (a QrSource, or `none`): one record per open as it happens, one per code and
 * day for the seeded history (mocks/db/seed/qr-opens.ts).
 */
export const qrOpenSchema = z.object({
  id: z.string(),
  qrUuid: z.uuid(),
  date: z.iso.datetime(),
  counts: z.record(z.string(), z.number().int().min(0)),
});

/** An uploaded photo (profile or team), served by the photo download calls. */
export const photoSchema = z.object({
  uuid: z.uuid(),
  contentType: z.string(),
  /** The bytes, base64: the snapshot is JSON. */
  base64: z.string(),
});
