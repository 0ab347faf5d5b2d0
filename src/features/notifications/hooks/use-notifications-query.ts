import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getNotifications } from '@/generated/api/notifications/notifications';
import type { Notification, NotificationListResponse } from '@/generated/api/model';
import { parseNotificationList } from '../utils/notification-list';

/*
 * The generated client currently has no query hooks for GET operations (orval.config sets
 * `query.useQuery: false`), so this wraps the generated fetcher. The key is the one orval gives the
 * generated `useGetNotifications` (`getGetNotificationsQueryKey()`), so switching to it keeps every cache
 * write below working.
 */
export const notificationsQueryKey = ['/v1/notifications'] as const;

// Module-level so react-query reuses the parsed list until the cached answer itself changes.
const selectNotifications = (response: NotificationListResponse): Notification[] =>
  parseNotificationList(response.data);

export function useNotificationsQuery(enabled: boolean) {
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => getNotifications(undefined, signal),
    select: selectNotifications,
    enabled,
  });
}

/** Applies a list change to the cached answer; the socket may deliver before the first fetch finished. */
export function updateCachedNotifications(
  queryClient: QueryClient,
  change: (list: Notification[]) => Notification[],
): void {
  queryClient.setQueryData<NotificationListResponse>(notificationsQueryKey, (old) =>
    old ? { ...old, data: change(parseNotificationList(old.data)) } : { success: true, data: change([]) },
  );
}
