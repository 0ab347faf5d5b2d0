import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationRead } from '@/generated/api/notifications/notifications';
import { useActionLock } from '@/hooks/use-action-lock';
import { settleWithConcurrency } from '@/lib/api/settle-with-concurrency';
import { setReadInList } from '../utils/notification-page';
import { notificationsQueryKey, useUpdateCachedNotifications } from './use-notifications-query';

/** How many mark-read calls run at once: the contract has no bulk call, and 200 at once would flood. */
export const MARK_ALL_CONCURRENCY = 4;

export interface MarkAllNotificationsRead {
  /** Ignored while a run is under way: a double click sends one call per item, not two. */
  markAll: (ids: number[]) => void;
  isPending: boolean;
  /** How many could not be marked after the last attempt (0 when all went through, null before any). */
  failedCount: number | null;
}

/**
 * 'Tümünü okundu işaretle' through the one call the contract has, PUT /v1/notifications/{id}/read per unread
 * item, a few at a time. Optimistic: every item shows as read at once; those whose call failed are put back
 * unread (not the whole snapshot, so items that went through or arrived meanwhile stay as they are), and the
 * server's list is fetched again afterwards. The whole run is one action under the action lock, so a second
 * press before the first has re-rendered (the ids it reads are still unread) sends nothing.
 */
export function useMarkAllNotificationsRead(): MarkAllNotificationsRead {
  const queryClient = useQueryClient();
  const updateCached = useUpdateCachedNotifications();
  const lock = useActionLock();
  const mutation = useMutation({
    mutationKey: ['markAllNotificationsRead'],
    mutationFn: async (ids: number[]) => {
      const results = await settleWithConcurrency(ids, MARK_ALL_CONCURRENCY, (id) =>
        markNotificationRead(id),
      );
      return ids.filter((_, index) => results[index]?.status === 'rejected');
    },
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      updateCached((list) => setReadInList(list, ids, true));
    },
    onSuccess: (failed) => {
      if (failed.length > 0) updateCached((list) => setReadInList(list, failed, false));
    },
    // The server's list is read again afterwards (not awaited by the mutation cache: the outcome, and a
    // failure's message, is known once the calls have answered, whatever the refetch takes).
    meta: { refreshes: [notificationsQueryKey] },
  });

  return {
    // The outcome is read from the mutation's state; a failure of the run itself has no message of its own.
    markAll: (ids) => void lock.run(() => mutation.mutateAsync(ids).catch(() => undefined)),
    isPending: mutation.isPending || lock.isLocked(),
    failedCount: mutation.data?.length ?? null,
  };
}
