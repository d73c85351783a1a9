import { z } from 'zod';
import { GetFinishedPaymentInfoResponse } from '../../src/api/generated/zod/gateway/gateway.zod';
import {
  GetPaymentFormResponse,
  RegisterPaymentBody,
} from '../../src/api/generated/zod/payment/payment.zod';
import { GetProfileInfoResponse } from '../../src/api/generated/zod/profile/profile.zod';
import { ListTeamTypesResponse } from '../../src/api/generated/zod/settings/settings.zod';

/**
 * Record schemas of the mock store. Contract shapes come from the generated zod schemas, so a
 * contract change that the store no longer fits fails `tsc` and the seed; internal fields
 * (password, owner, active flag) are added on top. Contract parts generated later (teams,
 * QR codes, operations...) are written here in the contract's field names until then.
 */
const formShape = GetPaymentFormResponse.shape;
export const jobPositionSchema = formShape.jobPosition.unwrap();
export const teamTypeCodeSchema = ListTeamTypesResponse.shape.list.element.shape.code;
export const limitsSchema = formShape.limits;
const amountsSchema = formShape.amounts;
export const paymentStatusSchema = GetFinishedPaymentInfoResponse.shape.status;
export const languageSchema = RegisterPaymentBody.shape.language;
const roleSchema = z.enum(['OWNER', 'ADMIN', 'MEMBER']);
const time = z.number().int(); // epoch milliseconds, on the mock clock (mocks/clock.ts)

/** The signed-in person of profile/info, plus what only the server knows. */
export const userSchema = GetProfileInfoResponse.shape.client.extend({
  /** Plain text: this is a mock; the real backend never shows it. */
  password: z.string(),
  /** False: the person cannot receive tips (payment/form answers client.notActive.error). */
  active: z.boolean(),
  /** Sign-in and code flows answer client.blocked.error until then. */
  blockedUntil: time.optional(),
  createdAt: time,
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

export const qrCodeSchema = z.object({
  uuid: z.uuid(),
  ownerUuid: z.uuid(),
  teamUuid: z.uuid().optional(),
  title: z.string(),
  purposeCode: z.string(),
  limits: limitsSchema,
  amounts: amountsSchema,
  defaultAmounts: amountsSchema,
  table: z.string().optional(),
  createdAt: time,
});

export const teamSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  type: teamTypeCodeSchema,
  photoUuid: z.uuid().optional(),
  ownerUuid: z.uuid(),
  inn: z.string().optional(),
  address: z.string().optional(),
  verified: z.boolean(),
  qrCodeUuid: z.uuid(),
  limits: limitsSchema,
  amounts: amountsSchema,
  defaultAmounts: amountsSchema,
});

export const memberSchema = z.object({
  teamUuid: z.uuid(),
  userUuid: z.uuid(),
  /** The member's QR code in this team (what donation forms and member calls address). */
  qrCodeUuid: z.uuid(),
  role: roleSchema,
  jobPosition: jobPositionSchema.optional(),
  joinedAt: time,
});

export const inviteSchema = z.object({
  uuid: z.uuid(),
  teamUuid: z.uuid(),
  role: roleSchema,
  state: z.enum(['NEW', 'ACCEPTED', 'DECLINED', 'CANCELLED']),
  phone: z.string().optional(),
  senderUuid: z.uuid(),
  createdAt: time,
});

export const claimSchema = z.object({
  teamUuid: z.uuid(),
  userUuid: z.uuid(),
  qrCodeUuid: z.uuid(),
  createdAt: time,
});

export const cardSchema = z.object({
  uuid: z.uuid(),
  userUuid: z.uuid(),
  maskedPan: z.string(),
  paymentSystem: z.enum(['VISA', 'MASTERCARD', 'MIR', 'UNIONPAY', 'OTHER']),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  active: z.boolean(),
});

/** A received tip, in the contract's Operation field names plus who received it. */
export const operationSchema = z.object({
  uuid: z.uuid(),
  recipientUuid: z.uuid(),
  orderId: z.string().optional(),
  date: z.iso.datetime(),
  amount: z.number().int(),
  rating: z.number().int().min(1).max(5).optional(),
  emoji: z.string().optional(),
  message: z.string().optional(),
  qrUuid: z.uuid(),
  teamUuid: z.uuid().optional(),
  table: z.string().optional(),
});

export const notificationSchema = z.object({
  uuid: z.uuid(),
  userUuid: z.uuid(),
  type: z.enum([
    'team.invite',
    'team.accept',
    'qr.receipt',
    'has.no.active.card',
    'unknown.error',
    'qr.comment',
    'qr.failed.credit',
    'email.change',
    'phone.change',
    'team.member.left.personal',
    'team.member.left.manager',
    'team.member.delete.personal',
    'team.member.delete.manager',
    'team.admin.delete.personal',
    'team.admin.delete.manager',
  ]),
  createdDate: z.iso.datetime(),
  processed: z.boolean(),
  teamUuid: z.uuid().optional(),
  inviteUuid: z.uuid().optional(),
  amount: z.number().int().optional(),
  comment: z.string().optional(),
});

export const organisationSchema = z.object({
  uuid: z.uuid(),
  ownerUuid: z.uuid(),
  name: z.string(),
  inn: z.string(),
  merchantLogin: z.string(),
  address: z.string(),
});

/** Order-to-order orders of an organisation. */
export const orderSchema = z.object({
  orderId: z.string(),
  organizationUuid: z.uuid(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string(),
  status: z.enum(['CREATED', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'FAILED']),
  description: z.string(),
  createdDate: z.iso.datetime(),
});

/** A tip registered with the (mock) card gateway: payment/register to finished-payment-info. */
export const tipPaymentSchema = z.object({
  orderId: z.string(),
  status: paymentStatusSchema,
  qrCodeUuid: z.uuid(),
  teamUuid: z.uuid().optional(),
  recipientUuid: z.uuid().optional(),
  recipientName: z.string(),
  amount: z.number().int(),
  feeAmount: z.number().int(),
  payFee: z.boolean(),
  rating: z.number().int().optional(),
  emoji: z.string().optional(),
  comment: z.string().optional(),
  language: languageSchema,
  returnUrl: z.string().optional(),
  createdAt: time,
});
