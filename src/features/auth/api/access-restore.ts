import { useMutation } from '@tanstack/react-query';
import {
  getCheckAccessRestoreCodeMutationOptions,
  getFinishAccessRestoreMutationOptions,
  getResendAccessRestoreCodeMutationOptions,
  getStartAccessRestoreMutationOptions,
} from '@/api/generated/access-restore/access-restore';

/**
 * The password restore's calls: access/restore/start with the login, the code (check,
 * newotp), finish with the new password. The page decides what an answer leads to.
 */
export function useAccessRestoreMutations() {
  return {
    start: useMutation(getStartAccessRestoreMutationOptions()),
    check: useMutation(getCheckAccessRestoreCodeMutationOptions()),
    resend: useMutation(getResendAccessRestoreCodeMutationOptions()),
    finish: useMutation(getFinishAccessRestoreMutationOptions()),
  };
}
