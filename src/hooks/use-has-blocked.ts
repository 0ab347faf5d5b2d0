import { useGetBlockedUsers } from '@/generated/api/safety/safety';
import { useSession } from '@/lib/api';

/**
 * Whether the signed-in person has blocked `userId`. A block stops messages and lesson requests both ways
 * until it is lifted, so the screens that offer them (a profile, a listing, the person's menu) ask here.
 * Guests have no blocked list: nothing is read for them. `null` while the list is not read yet (a screen offers
 * contact meanwhile: the server refuses it if a block stands).
 */
export function useHasBlocked(userId: number | null | undefined): boolean | null {
  const { isSignedIn } = useSession();
  const blocked = useGetBlockedUsers({ query: { enabled: isSignedIn && userId != null } });
  if (!isSignedIn || userId == null) return false;
  if (!blocked.data) return null;
  return blocked.data.data.some((person) => person.userId === userId);
}
