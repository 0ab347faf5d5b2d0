import { useLogin } from '@/generated/api/auth/auth';
import { storedUserFromSession, writeStoredUser } from '@/lib/api/session-storage';

/**
 * The contract's login call plus what signing in means here: the mutator has already stored the access
 * token; writing the stored user fires `user-updated`, so the header (and every screen reading the session)
 * switches at once.
 */
export function useSignIn() {
  return useLogin({
    mutation: {
      onSuccess: (response) => writeStoredUser(storedUserFromSession(response.data)),
    },
  });
}
