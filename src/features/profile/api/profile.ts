import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { currentUser, setCurrentUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import {
  getDeleteProfilePhotoMutationOptions,
  getFinishEmailChangeMutationOptions,
  getFinishPasswordChangeMutationOptions,
  getFinishPhoneChangeMutationOptions,
  getFinishProfileDeletionMutationOptions,
  getResendEmailChangeCodeMutationOptions,
  getResendPasswordChangeCodeMutationOptions,
  getResendPhoneChangeCodeMutationOptions,
  getResendProfileDeletionCodeMutationOptions,
  getStartEmailChangeMutationOptions,
  getStartPasswordChangeMutationOptions,
  getStartPhoneChangeMutationOptions,
  getStartProfileDeletionMutationOptions,
  getUpdateProfileMutationOptions,
  getUpdateProfileEmailMutationOptions,
  getUploadProfilePhotoMutationOptions,
} from '@/api/generated/profile/profile';

/*
 * The profile's writes. Every answer that carries the person (update, the phone and e-mail
 * finishes, update/email) replaces the cached user info, so the header, the home screen and
 * the profile show the new value at once; the photo calls patch it. The screens show every
 * error of these calls themselves (inline), so none is toasted.
 */

const INLINE = { meta: { errorShownInline: true } };

/** A change to the cached person (the photo calls answer only the photo). */
function patchCurrentUser(queryClient: QueryClient, change: (client: UserInfo) => UserInfo) {
  const client = currentUser(queryClient);
  if (client) setCurrentUser(queryClient, change(client));
}

/** profile/update: the whole editable info with the changes applied. */
export function useSaveProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation(
    getUpdateProfileMutationOptions({
      mutation: { ...INLINE, onSuccess: ({ client }) => setCurrentUser(queryClient, client) },
    }),
  );
}

export function useUploadPhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation(
    getUploadProfilePhotoMutationOptions({
      mutation: {
        ...INLINE,
        onSuccess: ({ photoUuid }) =>
          patchCurrentUser(queryClient, (client) => ({ ...client, photo: photoUuid })),
      },
    }),
  );
}

/** profile/photo/delete: the reference goes, the initials come back. */
export function useDeletePhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation(
    getDeleteProfilePhotoMutationOptions({
      mutation: {
        ...INLINE,
        onSuccess: () => patchCurrentUser(queryClient, ({ photo: _removed, ...client }) => client),
      },
    }),
  );
}

/** The three calls of the phone change; its finish answers the person with the new phone. */
export function usePhoneChangeMutations() {
  const queryClient = useQueryClient();
  return {
    start: useMutation(getStartPhoneChangeMutationOptions({ mutation: INLINE })),
    resend: useMutation(getResendPhoneChangeCodeMutationOptions({ mutation: INLINE })),
    finish: useMutation(
      getFinishPhoneChangeMutationOptions({
        mutation: { ...INLINE, onSuccess: ({ client }) => setCurrentUser(queryClient, client) },
      }),
    ),
  };
}

/**
 * The e-mail's calls: the code-confirmed change, and update/email for an account without an
 * e-mail yet (no code: the contract reserves it for a first address).
 */
export function useEmailChangeMutations() {
  const queryClient = useQueryClient();
  const saveUser = {
    ...INLINE,
    onSuccess: ({ client }: { client: UserInfo }) => setCurrentUser(queryClient, client),
  };
  return {
    start: useMutation(getStartEmailChangeMutationOptions({ mutation: INLINE })),
    resend: useMutation(getResendEmailChangeCodeMutationOptions({ mutation: INLINE })),
    finish: useMutation(getFinishEmailChangeMutationOptions({ mutation: saveUser })),
    add: useMutation(getUpdateProfileEmailMutationOptions({ mutation: saveUser })),
  };
}

/**
 * The password change: start with the current password, then the code. Its finish takes the
 * code and the new password together, so `check` adapts it to the code step's check (which
 * sends only the code): the new password is set (`setNewPassword`) before the flow starts and
 * lives only in this ref, never in state that a draft or a report could read.
 */
export function usePasswordChangeMutations() {
  const newPassword = useRef('');
  const finish = useMutation(getFinishPasswordChangeMutationOptions({ mutation: INLINE }));
  const check = {
    mutate: (
      { data }: { data: { otp: string } },
      callbacks: { onSuccess?: (data: unknown) => void; onError?: (error: unknown) => void },
    ) => finish.mutate({ data: { otp: data.otp, newPassword: newPassword.current } }, callbacks),
    isPending: finish.isPending,
    error: finish.error,
    reset: finish.reset,
  };
  return {
    start: useMutation(getStartPasswordChangeMutationOptions({ mutation: INLINE })),
    resend: useMutation(getResendPasswordChangeCodeMutationOptions({ mutation: INLINE })),
    check,
    /** The new password the finish will send. */
    setNewPassword: (password: string) => void (newPassword.current = password),
  };
}

/** Account deletion: start (a code to the account), a new code, finish with the code. */
export function useAccountDeletionMutations(onDeleted: () => void) {
  return {
    start: useMutation(getStartProfileDeletionMutationOptions({ mutation: INLINE })),
    resend: useMutation(getResendProfileDeletionCodeMutationOptions({ mutation: INLINE })),
    finish: useMutation(
      getFinishProfileDeletionMutationOptions({ mutation: { ...INLINE, onSuccess: onDeleted } }),
    ),
  };
}
