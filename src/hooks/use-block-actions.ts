import { getGetBlockedUsersQueryKey, useBlockUser, useUnblockUser } from '@/generated/api/safety/safety';
import { readsUnder } from '@/lib/api/query-meta';

/** A block changes the blocked list and what each private room says about sending. */
const REFRESHES = { refreshes: [getGetBlockedUsersQueryKey(), readsUnder('/v1/chat/getChats')] };

/**
 * Block and unblock a person, for every screen that offers them (a profile, the chat room's header and its
 * composer, the settings list): one home for what they refresh. Callers run them under the action lock.
 */
export function useBlockActions() {
  const block = useBlockUser({ mutation: { meta: REFRESHES } });
  const unblock = useUnblockUser({ mutation: { meta: REFRESHES } });
  return { block, unblock };
}
