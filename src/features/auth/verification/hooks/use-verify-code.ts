import { useVerifyEmailCode } from '@/generated/api/verification/verification';
import { readPendingUser, removePendingUser, writeStoredUser } from '@/lib/api/session-storage';

/**
 * A verified address turns the pending user (kept since registration) into the stored user;
 * the access token came with the registration answer and is already stored.
 */
export function useVerifyCode() {
  return useVerifyEmailCode({
    mutation: {
      onSuccess: () => {
        const pending = readPendingUser();
        if (!pending) return;
        writeStoredUser(pending);
        removePendingUser();
      },
    },
  });
}
