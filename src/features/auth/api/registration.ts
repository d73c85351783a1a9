import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { setCurrentUser } from '@/api/current-user';
import type { BusinessData } from '@/api/generated/model/businessData';
import type { LoginRequest } from '@/api/generated/model/loginRequest';
import {
  checkRegistrationStart,
  finishRegistration,
  getCheckRegistrationCodeMutationOptions,
  getResendRegistrationCodeMutationOptions,
  saveRegistrationBusinessData,
  startBusinessRegistration,
  startPersonalRegistration,
  validateRegistrationPassword,
} from '@/api/generated/registration/registration';
import type { LoginSettings } from '@/api/login-settings';

/*
 * Registration's calls (spec section 7): start/check, then start/personal or start/business;
 * the code (check, newotp); the password (password/validate, then finish); and for a business
 * account the business-data step (business/data). The page decides what an answer leads to.
 */

/** The first step as typed: who registers, with which login, and the invite they came from. */
export interface RegistrationStart {
  login: LoginRequest;
  firstName: string;
  lastName: string;
  business: boolean;
  teamInviteUuid: string | undefined;
}

/** The last step: the chosen password, and the agreement when the settings ask for it. */
export interface RegistrationFinish {
  password: string;
  agreementAccepted: boolean;
}

/** An answer that a login taken by someone else would give, worded by the login mode. */
function loginTaken(mode: LoginSettings['loginMode']): ApiError {
  return ApiError.fromResponse(409, {
    code: mode === 'EMAIL' ? 'email.already.exists.error' : 'client.already.exists.error',
  });
}

export function useRegistrationMutations(settings: LoginSettings) {
  return {
    /** start/check first: a taken login is said before any code is sent. */
    start: useMutation({
      mutationFn: async ({ login, business, teamInviteUuid, ...name }: RegistrationStart) => {
        const { available } = await checkRegistrationStart(login);
        if (!available) throw loginTaken(settings.loginMode);
        const person = {
          ...login,
          firstName: name.firstName.trim(),
          lastName: name.lastName.trim(),
        };
        if (business) return startBusinessRegistration(person);
        return startPersonalRegistration({ ...person, teamInviteUuid });
      },
    }),
    check: useMutation(getCheckRegistrationCodeMutationOptions()),
    resend: useMutation(getResendRegistrationCodeMutationOptions()),
    finish: useMutation({
      mutationFn: async ({ password, agreementAccepted }: RegistrationFinish) => {
        // The server's twin of the rule (password/validate) before the account is created.
        const verdict = await validateRegistrationPassword({ password });
        if (!verdict.valid) throw ApiError.fromResponse(400, { code: 'password.invalid.error' });
        return finishRegistration({
          password,
          ...(settings.teamMemberAgreementEnabled ? { agreementAccepted } : {}),
        });
      },
    }),
  };
}

/**
 * registration/business/data: its answer is the person, now registered, which replaces the
 * cached user info before `onSaved` (the page moves on); `onError` hears any failure.
 */
export function useBusinessDataMutation({
  onSaved,
  onError,
}: {
  onSaved: () => Promise<void>;
  onError: (error: unknown) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: BusinessData) => saveRegistrationBusinessData(data),
    onSuccess: async ({ client }) => {
      setCurrentUser(queryClient, client);
      await onSaved();
    },
    onError,
  });
}
