import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Notification, NotificationListResponse } from '@/generated/api/model';
import {
  type MarkNotificationReadMutationVariables,
  useMarkNotificationRead,
} from '@/generated/api/notifications/notifications';
import { optimisticUpdate } from '@/lib/api/optimistic-update';
import { useSession } from '@/lib/api/use-session';
import { useRealtimeSubscription } from '@/lib/realtime';
import {
  bellNotifications,
  countUnread,
  markNotificationReadInList,
  notificationKind,
  parseNotification,
  prependNotification,
  unreadBadgeText,
  visibleNotifications,
} from '../utils/notification-list';
import {
  notificationsQueryKey,
  useNotificationsQuery,
  useUpdateCachedNotifications,
} from './use-notifications-query';

/** The exact log line when the list cannot be loaded for want of a token. */
export const NO_TOKEN_MESSAGE = 'Token yok, fetch yapılamaz!';

export interface NotificationBell {
  /** At most 7, CHAT ones left out. */
  items: Notification[];
  unreadCount: number;
  /** Null when there is nothing unread; '99+' above 99. */
  badgeText: string | null;
  isLoading: boolean;
  /** The list did not load (or could not be asked for): the bell must not claim there are none. */
  loadFailed: boolean;
  retry: () => void;
  open: (notification: Notification) => void;
}

export function useNotificationBell(): NotificationBell {
  const { user, accessToken } = useSession();
  const canFetch = user !== null && accessToken !== null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useNotificationsQuery(canFetch);
  const updateCached = useUpdateCachedNotifications();
  // Optimistic: the item shows as read at once; a failure puts the list back as it was, and either way the
  // server's list is fetched again afterwards.
  const { mutate: markRead } = useMarkNotificationRead({
    mutation: optimisticUpdate<NotificationListResponse, MarkNotificationReadMutationVariables>(
      queryClient,
      notificationsQueryKey,
      ({ id }) => updateCached((list) => markNotificationReadInList(list, id)),
    ),
  });

  useEffect(() => {
    if (user !== null && accessToken === null) console.warn(NO_TOKEN_MESSAGE);
  }, [user, accessToken]);

  const handleIncoming = useCallback(
    (message: unknown) => {
      const notification = parseNotification(message);
      if (notification === null) return; // A notification that does not parse is ignored.
      // CHAT ones are kept too (the full list shows them); the bell leaves them out and the message icon
      // listens to the same channel for its dot.
      updateCached((list) => prependNotification(list, notification));
    },
    [updateCached],
  );
  // Subscribed only while the list can be fetched; the hook renews it only when the user id changes.
  useRealtimeSubscription('notifications', canFetch ? { userId: user.id } : null, handleIncoming);

  const data = query.data;
  const bell = useMemo(() => (canFetch && data ? bellNotifications(data) : []), [canFetch, data]);
  const unreadCount = countUnread(bell);

  const open = useCallback(
    (notification: Notification) => {
      if (!notification.read) markRead({ id: notification.id });
      if (notificationKind(notification.type) === 'lessonRequest' && notification.relatedId != null) {
        void navigate(paths.lessonRequest.getHref(notification.relatedId));
      }
    },
    [markRead, navigate],
  );

  return {
    items: visibleNotifications(bell),
    unreadCount,
    badgeText: unreadBadgeText(unreadCount),
    isLoading: canFetch && query.isPending,
    loadFailed: !canFetch || query.isError,
    retry: () => void query.refetch(),
    open,
  };
}
