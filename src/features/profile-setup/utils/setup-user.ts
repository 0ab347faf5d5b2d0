import {
  type PendingUser,
  readPendingUser,
  readStoredUser,
  type StoredUser,
  writePendingUser,
  writeStoredUser,
} from '@/lib/api/session-storage';

export type SetupUser = StoredUser | PendingUser;

/** The signed-in user, or the one still pending after registration; null for a guest. */
export function readSetupUser(): SetupUser | null {
  return readStoredUser() ?? readPendingUser();
}

/**
 * Keeps the new photo, city and district wherever the user lives now. writeStoredUser fires user-updated,
 * so the header avatar changes at once.
 */
export function updateSetupUser(
  fields: Partial<Pick<StoredUser, 'profileImageUrl' | 'city' | 'district'>>,
): void {
  const stored = readStoredUser();
  if (stored) {
    writeStoredUser({ ...stored, ...fields });
    return;
  }
  const pending = readPendingUser();
  if (pending) writePendingUser({ ...pending, ...fields });
}
