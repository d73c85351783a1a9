import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { currentUser, setCurrentUser } from '@/api/current-user';
import type { UserInfo } from '@/api/generated/model/userInfo';
import {
  useDeleteProfilePhoto,
  useFinishEmailChange,
  useFinishPasswordChange,
  useFinishPhoneChange,
  useFinishProfileDeletion,
  useResendEmailChangeCode,
  useResendPasswordChangeCode,
  useResendPhoneChangeCode,
  useResendProfileDeletionCode,
  useStartEmailChange,
  useStartPasswordChange,
  useStartPhoneChange,
  useStartProfileDeletion,
  useUpdateProfile,
  useUpdateProfileEmail,
  useUploadProfilePhoto,
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
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useUpdateProfile({
    mutation: { ...INLINE, onSuccess: ({ client }) => setCurrentUser(queryClient, client) },
  });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useUploadProfilePhoto({
    mutation: {
      ...INLINE,
      onSuccess: ({ photoUuid }) =>
        patchCurrentUser(queryClient, (client) => ({ ...client, photo: photoUuid })),
    },
  });
}

/** profile/photo/delete: the reference goes, the initials come back. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useDeleteProfilePhoto({
    mutation: {
      ...INLINE,
      onSuccess: () => patchCurrentUser(queryClient, ({ photo: _removed, ...client }) => client),
    },
  });
}

/** The three calls of the phone change; its finish answers the person with the new phone. */
export function usePhoneChangeCalls() {
  const queryClient = useQueryClient();
  return {
    start: useStartPhoneChange({ mutation: INLINE }),
    resend: useResendPhoneChangeCode({ mutation: INLINE }),
    finish: useFinishPhoneChange({
      mutation: { ...INLINE, onSuccess: ({ client }) => setCurrentUser(queryClient, client) },
    }),
  };
}

/**
 * The e-mail's calls: the code-confirmed change, and update/email for an account without an
 * e-mail yet (no code: the contract reserves it for a first address).
 */
export function useEmailChangeCalls() {
  const queryClient = useQueryClient();
  const saveUser = {
    ...INLINE,
    onSuccess: ({ client }: { client: UserInfo }) => setCurrentUser(queryClient, client),
  };
  return {
    start: useStartEmailChange({ mutation: INLINE }),
    resend: useResendEmailChangeCode({ mutation: INLINE }),
    finish: useFinishEmailChange({ mutation: saveUser }),
    add: useUpdateProfileEmail({ mutation: saveUser }),
  };
}

/**
 * The password change: start with the current password, then the code. Its finish takes the
 * code and the new password together, so `check` adapts it to the code step's check (which
 * sends only the code): the new password is set (`setNewPassword`) before the flow starts and
 * lives only in this ref, never in state that a draft or a report could read.
 */
export function usePasswordChangeCalls() {
  const newPassword = useRef('');
  const finish = useFinishPasswordChange({ mutation: INLINE });
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
    start: useStartPasswordChange({ mutation: INLINE }),
    resend: useResendPasswordChangeCode({ mutation: INLINE }),
    check,
    /** The new password the finish will send. */
    setNewPassword: (password: string) => void (newPassword.current = password),
  };
}

/** Account deletion: start (a code to the account), a new code, finish with the code. */
export function useAccountDeletionCalls(onDeleted: () => void) {
  return {
    start: useStartProfileDeletion({ mutation: INLINE }),
    resend: useResendProfileDeletionCode({ mutation: INLINE }),
    finish: useFinishProfileDeletion({ mutation: { ...INLINE, onSuccess: onDeleted } }),
  };
}
