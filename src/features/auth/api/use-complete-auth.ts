import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_PATHS, authLink, destinationAfterAuth } from '../lib/auth-paths';
import { loadCurrentUser, needsBusinessData } from '@/api/current-user';

/**
 * The last step of sign-in and registration, once the session cookie is set: user info is
 * loaded (profile/info), then the person goes on to the business-data step when their
 * business registration is unfinished, else to the invite or the page they asked for.
 */
export function useCompleteAuth() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return useMutation({
    mutationFn: () => loadCurrentUser(queryClient),
    onSuccess: async (user) => {
      const next = needsBusinessData(user)
        ? authLink(AUTH_PATHS.businessData, search)
        : destinationAfterAuth(search);
      await navigate(next, { replace: true });
    },
  });
}
