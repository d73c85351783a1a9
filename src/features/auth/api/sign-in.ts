import { useMutation } from '@tanstack/react-query';
import {
  getFinishAuthMutationOptions,
  getResendAuthCodeMutationOptions,
  getStartAuthMutationOptions,
} from '@/api/generated/auth/auth';

/**
 * Sign-in's calls: auth/start with the login and password, auth/newotp, auth/finish with the
 * code. The page decides what an answer leads to (useOtpFlow, useCompleteAuthMutation), so
 * nothing is added to them here.
 */
export function useSignInMutations() {
  return {
    start: useMutation(getStartAuthMutationOptions()),
    resend: useMutation(getResendAuthCodeMutationOptions()),
    finish: useMutation(getFinishAuthMutationOptions()),
  };
}
