import {
  getGetNotificationsQueryKey,
  useGetNotifications,
  useSetGetNotificationsQueryData,
} from '@/generated/api/notifications/notifications';
import type { Notification, NotificationListResponse } from '@/generated/api/model';
import { parseNotificationList } from '../utils/notification-list';

export const notificationsQueryKey = getGetNotificationsQueryKey();

// Module-level so react-query reuses the parsed list until the cached answer itself changes.
const selectNotifications = (response: NotificationListResponse): Notification[] =>
  parseNotificationList(response.data);

export function useNotificationsQuery(enabled: boolean) {
  return useGetNotifications({ query: { select: selectNotifications, enabled } });
}

/** Applies a list change to the cached answer; the socket may deliver before the first fetch finished. */
export function useUpdateCachedNotifications(): (change: (list: Notification[]) => Notification[]) => void {
  const setNotifications = useSetGetNotificationsQueryData();
  return (change) =>
    setNotifications((old) =>
      old ? { ...old, data: change(parseNotificationList(old.data)) } : { success: true, data: change([]) },
    );
}
