import type { QueryFunction } from '@tanstack/react-query';
import {
  getGetNotificationsQueryKey,
  getNotifications,
  useGetNotifications,
  useSetGetNotificationsQueryData,
} from '@/generated/api/notifications/notifications';
import type { Notification, NotificationListResponse } from '@/generated/api/model';

export const notificationsQueryKey = getGetNotificationsQueryKey();

/*
 * Each item is checked with the contract's schema once, as the answer arrives, so the cache only ever holds
 * valid notifications. The checker (zod) loads beside the request: nothing of it is in the first paint.
 */
const fetchCheckedNotifications: QueryFunction<NotificationListResponse> = async ({ signal }) => {
  const [response, { parseNotificationList }] = await Promise.all([
    getNotifications(undefined, signal),
    import('../utils/parse-notification'),
  ]);
  return { ...response, data: parseNotificationList(response.data) };
};

const selectNotifications = (response: NotificationListResponse): Notification[] => response.data;

export function useNotificationsQuery(enabled: boolean) {
  return useGetNotifications({
    query: { queryFn: fetchCheckedNotifications, select: selectNotifications, enabled },
  });
}

/** Applies a list change to the cached answer; the socket may deliver before the first fetch finished. */
export function useUpdateCachedNotifications(): (change: (list: Notification[]) => Notification[]) => void {
  const setNotifications = useSetGetNotificationsQueryData();
  return (change) =>
    setNotifications((old) =>
      old ? { ...old, data: change(old.data) } : { success: true, data: change([]) },
    );
}
