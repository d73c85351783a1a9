import type {
  ClientResponse,
  OtpChallenge,
  PasswordValidation,
  RegistrationStartCheck,
} from '../../src/api/generated/model';
import {
  CheckRegistrationCodeBody,
  CheckRegistrationStartBody,
  FinishRegistrationBody,
  SaveRegistrationBusinessDataBody,
  StartBusinessRegistrationBody,
  StartPersonalRegistrationBody,
  StartRegistrationBody,
  ValidateRegistrationPasswordBody,
} from '../../src/api/generated/zod/registration/registration.zod';
import { getQrCodeResponseTitleMax } from '../../src/api/generated/zod/qr-code/qr-code.zod';
import {
  getCheckRegistrationCodeMockHandler,
  getCheckRegistrationStartMockHandler,
  getFinishRegistrationMockHandler,
  getResendRegistrationCodeMockHandler,
  getSaveRegistrationBusinessDataMockHandler,
  getStartBusinessRegistrationMockHandler,
  getStartPersonalRegistrationMockHandler,
  getStartRegistrationMockHandler,
  getValidateRegistrationPasswordMockHandler,
} from '../generated/registration/registration.msw';
import { now } from '../clock';
import { db } from '../db/collections';
import {
  endFlow,
  requireVerified,
  resendCode,
  startFlow,
  verifyCode,
} from '../engine/one-time-codes';
import { findUserByLogin, passwordFollowsRule, passwordStrength, toClient } from '../engine/people';
import {
  ensureSession,
  findSession,
  requireUser,
  sessionCookie,
  signIn,
  withSessionCookie,
  type Cookies,
} from '../engine/sessions';
import { apiError, readBody, respondWithCookie, type ResolverInfo } from './respond';

/** Registrations one browser session may start; the next is client.registration.blocked.error. */
export const REGISTRATION_LIMIT = 3;

interface Applicant {
  phone?: string | undefined;
  email?: string | undefined;
  firstName?: string;
  lastName?: string;
  jobPosition?: string;
  teamInviteUuid?: string;
}

function assertFree(login: Applicant): void {
  if (!login.phone && !login.email) apiError('field.invalid.format.error', 400, { field: 'phone' });
  if (login.phone && findUserByLogin({ phone: login.phone }))
    apiError('client.already.exists.error');
  if (login.email && findUserByLogin({ email: login.email }))
    apiError('email.already.exists.error');
}

/** The three starts differ only in what they carry to the finish. */
async function startRegistration(
  cookies: Cookies,
  applicant: Applicant,
  kind: 'PERSONAL' | 'BUSINESS',
) {
  assertFree(applicant);
  const { session, created } = await ensureSession(cookies);
  if (session.registrationStarts >= REGISTRATION_LIMIT)
    return apiError('client.registration.blocked.error');
  await db.sessions.update(session, { data: (draft) => void (draft.registrationStarts += 1) });
  const challenge = await startFlow(
    session,
    'registration',
    (applicant.phone ?? applicant.email)!,
    { ...applicant, kind },
  );
  return withSessionCookie(challenge satisfies OtpChallenge, session, created);
}

const startWith =
  <
    Schema extends
      | typeof StartRegistrationBody
      | typeof StartPersonalRegistrationBody
      | typeof StartBusinessRegistrationBody,
  >(
    schema: Schema,
    kind: 'PERSONAL' | 'BUSINESS',
  ) =>
  async ({ request, cookies }: ResolverInfo) => {
    return startRegistration(cookies, (await readBody(request, schema)) as Applicant, kind);
  };

export const registrationHandlers = [
  getStartRegistrationMockHandler(startWith(StartRegistrationBody, 'PERSONAL')),
  getStartPersonalRegistrationMockHandler(startWith(StartPersonalRegistrationBody, 'PERSONAL')),
  getStartBusinessRegistrationMockHandler(startWith(StartBusinessRegistrationBody, 'BUSINESS')),

  getCheckRegistrationStartMockHandler(async ({ request }) => {
    const login = await readBody(request, CheckRegistrationStartBody);
    if (!login.phone && !login.email)
      return apiError('field.invalid.format.error', 400, { field: 'phone' });
    return { available: !findUserByLogin(login) } satisfies RegistrationStartCheck;
  }),

  getCheckRegistrationCodeMockHandler(async ({ request, cookies }) => {
    const { otp } = await readBody(request, CheckRegistrationCodeBody);
    await verifyCode(findSession(cookies), 'registration', otp);
  }),

  getResendRegistrationCodeMockHandler(async ({ cookies }) => {
    return (await resendCode(findSession(cookies), 'registration')) satisfies OtpChallenge;
  }),

  getValidateRegistrationPasswordMockHandler(async ({ request }) => {
    const { password } = await readBody(request, ValidateRegistrationPasswordBody, {
      password: 'password.invalid.error',
    });
    if (!passwordFollowsRule(password)) return apiError('password.invalid.error');
    return { valid: true, strength: passwordStrength(password) } satisfies PasswordValidation;
  }),

  getFinishRegistrationMockHandler(async ({ request, cookies }) => {
    const { password } = await readBody(request, FinishRegistrationBody, {
      password: 'password.invalid.error',
    });
    const session = findSession(cookies);
    const flow = requireVerified(session, 'registration');
    if (!passwordFollowsRule(password)) return apiError('password.invalid.error');
    const applicant = flow.payload as unknown as Applicant & { kind: 'PERSONAL' | 'BUSINESS' };
    // Someone took the login meanwhile: the code for that kind of login, as start answers it.
    if (findUserByLogin(applicant))
      return apiError(
        applicant.email ? 'email.already.exists.error' : 'client.already.exists.error',
      );
    const uuid = crypto.randomUUID();
    const qrCodeUuid = crypto.randomUUID();
    const firstName = applicant.firstName ?? 'New';
    const lastName = applicant.lastName ?? 'User';
    const business = applicant.kind === 'BUSINESS';
    const user = await db.users.create({
      uuid,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      phone: applicant.phone,
      email: applicant.email,
      profileType: applicant.kind,
      business,
      // A business account is complete once business/data is saved.
      registrationFinished: !business,
      clientStartExclusion: false,
      jobPosition: applicant.jobPosition as never,
      qrCodeUuid,
      password,
      active: true,
      createdAt: now(),
    });
    await db.qrCodes.create({
      uuid: qrCodeUuid,
      ownerUuid: uuid,
      // The contract caps a QR code's title; names may be longer together.
      title: user.fullName.slice(0, getQrCodeResponseTitleMax),
      purposeCode: 'tips',
      limits: { minAmount: 1, maxAmount: 10 },
      amounts: [1, 5, 10],
      defaultAmounts: [5],
      createdDate: new Date(now()).toISOString(),
    });
    endFlow(flow);
    const token = await signIn(session!, uuid);
    return respondWithCookie(
      { client: toClient(user) } satisfies ClientResponse,
      sessionCookie(token),
    );
  }),

  getSaveRegistrationBusinessDataMockHandler(async ({ request, cookies }) => {
    const { user } = requireUser(cookies);
    const data = await readBody(request, SaveRegistrationBusinessDataBody);
    const updated = await db.users.update(user, {
      data(draft) {
        draft.business = true;
        draft.profileType = 'BUSINESS';
        draft.registrationFinished = true;
      },
    });
    await db.organisations.create({
      uuid: crypto.randomUUID(),
      ownerUuid: user.uuid,
      name: data.organizationName,
      inn: data.inn,
      merchantLogin: data.organizationName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      address: data.address ?? '',
    });
    return { client: toClient(updated ?? user) } satisfies ClientResponse;
  }),
];
