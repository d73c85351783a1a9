import type { ClientResponse, OtpChallenge, PhotoUploaded } from '../../src/api/generated/model';
import {
  ChangeProfilePasswordBody,
  FinishEmailChangeBody,
  FinishPasswordChangeBody,
  FinishPhoneChangeBody,
  FinishProfileDeletionBody,
  StartEmailChangeBody,
  StartPasswordChangeBody,
  StartPhoneChangeBody,
  UpdateProfileBody,
  UpdateProfileEmailBody,
} from '../../src/api/generated/zod/profile/profile.zod';
import {
  getChangeProfilePasswordMockHandler,
  getDeleteProfilePhotoMockHandler,
  getDownloadProfilePhotoMockHandler,
  getFinishEmailChangeMockHandler,
  getFinishPasswordChangeMockHandler,
  getFinishPhoneChangeMockHandler,
  getFinishProfileDeletionMockHandler,
  getGetProfileInfoMockHandler,
  getResendEmailChangeCodeMockHandler,
  getResendPasswordChangeCodeMockHandler,
  getResendPhoneChangeCodeMockHandler,
  getResendProfileDeletionCodeMockHandler,
  getStartEmailChangeMockHandler,
  getStartPasswordChangeMockHandler,
  getStartPhoneChangeMockHandler,
  getStartProfileDeletionMockHandler,
  getUpdateProfileEmailMockHandler,
  getUpdateProfileMockHandler,
  getUploadProfilePhotoMockHandler,
} from '../generated/profile/profile.msw';
import { now } from '../clock';
import { db, type RowOf } from '../db/collections';
import { notify } from '../engine/notify';
import {
  blockedError,
  endFlow,
  resendCode,
  startFlow,
  verifyCode,
  type OtpFlow,
} from '../engine/one-time-codes';
import { findUserByLogin, passwordFollowsRule, toClient, type UserRecord } from '../engine/people';
import { clearedSessionCookie, signedIn, type SessionRecord } from '../engine/sessions';
import { photoResponse, storeUploadedPhoto } from './photos';
import { apiError, readBody, respondWithCookie } from './respond';

/*
 * The signed-in person's own account (spec section 7, Profile): user info and its update, the
 * photo, and the code-confirmed changes of phone, e-mail and password and account deletion,
 * on the one-time-code engine sign-in uses (mocks/README.md, "One-time codes").
 */

/**
 * Where the code of a password change or a deletion goes: the account's e-mail when it has
 * one, otherwise its phone (the screens name the same; the contract does not say).
 */
export function accountCodeAddress(user: Pick<UserRecord, 'email' | 'phone'>): string {
  return (user.email ?? user.phone)!;
}

/** Changes the stored person and answers the contract's ClientResponse. */
async function updateUser(
  user: UserRecord,
  change: (draft: RowOf<'users'>) => void,
): Promise<ClientResponse> {
  const updated = (await db.users.update(user, { data: change })) as UserRecord;
  return { client: toClient(updated) };
}

/** The account's own block (after too many wrong deletion codes), as sign-in keeps it. */
function assertAccountNotBlocked(user: UserRecord): void {
  if ((user.blockedUntil ?? 0) > now()) blockedError(user.blockedUntil!);
}

/** The uploaded image behind a photo reference goes with it (the seed's avatars are drawn). */
function forgetUploadedPhoto(photoUuid: string | undefined): void {
  if (photoUuid) db.photos.delete((q) => q.where({ uuid: photoUuid }));
}

/**
 * Checks a flow's code; for account deletion the last wrong code blocks the account itself,
 * whichever login it signs in with (as sign-in does).
 */
async function verifyProfileCode(
  session: SessionRecord,
  user: UserRecord,
  flow: OtpFlow,
  otp: string,
) {
  return verifyCode(session, flow, otp).catch(async (error: unknown) => {
    if (flow === 'profile.delete' && error instanceof Response && error.status === 403) {
      const pending = db.oneTimeCodes.findFirst((q) =>
        q.where({ sessionToken: session.token, flow }),
      );
      if (pending?.blockedUntil)
        await db.users.update(user, {
          data: (draft) => void (draft.blockedUntil = pending.blockedUntil),
        });
    }
    throw error;
  });
}

/**
 * Everything that was the person's goes with the account: their sessions (and the code flows
 * started in them), team memberships and join requests, cards and notifications, and the
 * uploaded photo. QR codes stay so the history of tips others see keeps its rows; paying one
 * answers as for an unknown recipient.
 */
function deleteAccount(user: UserRecord): void {
  const tokens = db.sessions.findMany((q) => q.where({ userUuid: user.uuid })).map((s) => s.token);
  db.oneTimeCodes.deleteMany((q) => q.where({ sessionToken: (token) => tokens.includes(token) }));
  db.sessions.deleteMany((q) => q.where({ userUuid: user.uuid }));
  db.members.deleteMany((q) => q.where({ userUuid: user.uuid }));
  db.claims.deleteMany((q) => q.where({ userUuid: user.uuid }));
  db.cards.deleteMany((q) => q.where({ userUuid: user.uuid }));
  db.notifications.deleteMany((q) => q.where({ userUuid: user.uuid }));
  forgetUploadedPhoto(user.photo);
  db.users.delete(user);
}

export const profileHandlers = [
  getGetProfileInfoMockHandler(
    signedIn((_info, { user }) => ({ client: toClient(user) }) satisfies ClientResponse),
  ),

  /** The whole editable info with the changes; the full name follows the names. */
  getUpdateProfileMockHandler(
    signedIn(async ({ request }, { user }) => {
      const body = await readBody(request, UpdateProfileBody);
      const firstName = body.firstName.trim();
      const lastName = body.lastName.trim();
      if (!firstName) return apiError('field.invalid.format.error', 400, { field: 'firstName' });
      if (!lastName) return apiError('field.invalid.format.error', 400, { field: 'lastName' });
      return updateUser(user, (draft) => {
        draft.firstName = firstName;
        draft.lastName = lastName;
        draft.fullName = `${firstName} ${lastName}`;
        draft.jobPosition = body.jobPosition;
        draft.gender = body.gender;
      });
    }),
  ),

  getDownloadProfilePhotoMockHandler(({ params }) => photoResponse(params.uuid)),

  /** The checked image is stored and becomes the profile's photo (the old upload goes). */
  getUploadProfilePhotoMockHandler(
    signedIn(async ({ request }, { user }) => {
      const photoUuid = await storeUploadedPhoto(request);
      forgetUploadedPhoto(user.photo);
      await db.users.update(user, { data: (draft) => void (draft.photo = photoUuid) });
      return { photoUuid } satisfies PhotoUploaded;
    }),
  ),

  getDeleteProfilePhotoMockHandler(
    signedIn(async (_info, { user }) => {
      forgetUploadedPhoto(user.photo);
      await db.users.update(user, { data: (draft) => void (draft.photo = undefined) });
    }),
  ),

  /**
   * Sets an e-mail without a code, only for an account that has none yet (contract: changing
   * one goes through change/email); otherwise invalid.state.error.
   */
  getUpdateProfileEmailMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { email } = await readBody(request, UpdateProfileEmailBody, {
        email: 'email.invalid.error',
      });
      if (user.email) return apiError('invalid.state.error');
      if (findUserByLogin({ email })) return apiError('email.already.exists.error');
      return updateUser(user, (draft) => void (draft.email = email));
    }),
  ),

  // Phone change: the code goes to the new phone.
  getStartPhoneChangeMockHandler(
    signedIn(async ({ request }, { session }) => {
      const { phone } = await readBody(request, StartPhoneChangeBody, {
        phone: 'phone.invalid.error',
      });
      // The person's own number counts as taken too: there is nothing to change.
      if (findUserByLogin({ phone })) return apiError('client.already.exists.error');
      return (await startFlow(session, 'profile.phone', phone, { phone })) satisfies OtpChallenge;
    }),
  ),
  getResendPhoneChangeCodeMockHandler(
    signedIn(
      async (_info, { session }) =>
        (await resendCode(session, 'profile.phone')) satisfies OtpChallenge,
    ),
  ),
  getFinishPhoneChangeMockHandler(
    signedIn(async ({ request }, { user, session }) => {
      const { otp } = await readBody(request, FinishPhoneChangeBody);
      const flow = await verifyProfileCode(session, user, 'profile.phone', otp);
      const phone = flow.payload.phone as string;
      endFlow(flow);
      // Someone registered the number meanwhile: the change cannot go on.
      if (findUserByLogin({ phone })) return apiError('invalid.state.error');
      const answer = await updateUser(user, (draft) => void (draft.phone = phone));
      await notify(user.uuid, 'phone.change');
      return answer;
    }),
  ),

  // E-mail change: the code goes to the new address.
  getStartEmailChangeMockHandler(
    signedIn(async ({ request }, { session }) => {
      const { email } = await readBody(request, StartEmailChangeBody, {
        email: 'email.invalid.error',
      });
      if (findUserByLogin({ email })) return apiError('email.already.exists.error');
      return (await startFlow(session, 'profile.email', email, { email })) satisfies OtpChallenge;
    }),
  ),
  getResendEmailChangeCodeMockHandler(
    signedIn(
      async (_info, { session }) =>
        (await resendCode(session, 'profile.email')) satisfies OtpChallenge,
    ),
  ),
  getFinishEmailChangeMockHandler(
    signedIn(async ({ request }, { user, session }) => {
      const { otp } = await readBody(request, FinishEmailChangeBody);
      const flow = await verifyProfileCode(session, user, 'profile.email', otp);
      const email = flow.payload.email as string;
      endFlow(flow);
      if (findUserByLogin({ email })) return apiError('invalid.state.error');
      const answer = await updateUser(user, (draft) => void (draft.email = email));
      await notify(user.uuid, 'email.change');
      return answer;
    }),
  ),

  /**
   * Password change: start checks the current password (a wrong or malformed one is
   * bad.credentials.error) and sends a code to the account; finish takes the code and the new
   * password, checked against the rule before the code so a weak password costs no attempt.
   */
  getStartPasswordChangeMockHandler(
    signedIn(async ({ request }, { user, session }) => {
      const { password } = await readBody(request, StartPasswordChangeBody, {
        password: 'bad.credentials.error',
      });
      if (password !== user.password) return apiError('bad.credentials.error');
      return (await startFlow(
        session,
        'profile.password',
        accountCodeAddress(user),
        {},
      )) satisfies OtpChallenge;
    }),
  ),
  getResendPasswordChangeCodeMockHandler(
    signedIn(
      async (_info, { session }) =>
        (await resendCode(session, 'profile.password')) satisfies OtpChallenge,
    ),
  ),
  getFinishPasswordChangeMockHandler(
    signedIn(async ({ request }, { user, session }) => {
      const { otp, newPassword } = await readBody(request, FinishPasswordChangeBody, {
        newPassword: 'password.invalid.error',
      });
      if (!passwordFollowsRule(newPassword)) return apiError('password.invalid.error');
      const flow = await verifyProfileCode(session, user, 'profile.password', otp);
      endFlow(flow);
      await db.users.update(user, { data: (draft) => void (draft.password = newPassword) });
    }),
  ),

  /** The one-step change with the old password (the app confirms changes by code instead). */
  getChangeProfilePasswordMockHandler(
    signedIn(async ({ request }, { user }) => {
      const { oldPassword, newPassword } = await readBody(request, ChangeProfilePasswordBody, {
        oldPassword: 'bad.credentials.error',
        newPassword: 'password.invalid.error',
      });
      if (oldPassword !== user.password) return apiError('bad.credentials.error');
      if (!passwordFollowsRule(newPassword)) return apiError('password.invalid.error');
      await db.users.update(user, { data: (draft) => void (draft.password = newPassword) });
    }),
  ),

  /**
   * Account deletion: a code to the account; a right code deletes it and ends the session (the
   * cookie is cleared), so it can no longer sign in.
   */
  getStartProfileDeletionMockHandler(
    signedIn(async (_info, { user, session }) => {
      assertAccountNotBlocked(user);
      return (await startFlow(
        session,
        'profile.delete',
        accountCodeAddress(user),
        {},
      )) satisfies OtpChallenge;
    }),
  ),
  getResendProfileDeletionCodeMockHandler(
    signedIn(async (_info, { user, session }) => {
      assertAccountNotBlocked(user);
      return (await resendCode(session, 'profile.delete')) satisfies OtpChallenge;
    }),
  ),
  getFinishProfileDeletionMockHandler(
    signedIn(async ({ request }, { user, session }) => {
      const { otp } = await readBody(request, FinishProfileDeletionBody);
      assertAccountNotBlocked(user);
      const flow = await verifyProfileCode(session, user, 'profile.delete', otp);
      endFlow(flow);
      deleteAccount(user);
      return respondWithCookie(undefined, clearedSessionCookie());
    }),
  ),
];
