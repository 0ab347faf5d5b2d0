import { useLogin } from '@/generated/api/auth/auth';
import type { AuthSession } from '@/generated/api/model';
import { type StoredUser, writeStoredUser } from '@/lib/api/session-storage';

export function toStoredUser(session: AuthSession): StoredUser {
  return {
    id: session.userId,
    username: session.username,
    role: session.role,
    profileImageUrl: session.profileImageUrl ?? null,
    city: session.city,
    district: session.district,
  };
}

/**
 * The contract's login call plus what signing in means here: the mutator has already stored the access
 * token; writing the stored user fires `user-updated`, so the header (and every screen reading the session)
 * switches at once.
 */
export function useSignIn() {
  return useLogin({
    mutation: {
      onSuccess: (response) => writeStoredUser(toStoredUser(response.data)),
    },
  });
}
