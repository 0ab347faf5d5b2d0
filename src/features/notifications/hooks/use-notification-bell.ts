import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Notification } from '@/generated/api/model';
import { useMarkNotificationRead } from '@/generated/api/notifications/notifications';
import { useSession } from '@/lib/api/use-session';
import { useRealtimeSubscription } from '@/lib/realtime';
import {
  bellNotifications,
  countUnread,
  isChatNotification,
  markNotificationReadInList,
  notificationKind,
  parseNotification,
  prependNotification,
  unreadBadgeText,
  visibleNotifications,
} from '../utils/notification-list';
import {
  notificationsQueryKey,
  updateCachedNotifications,
  useNotificationsQuery,
} from './use-notifications-query';

/** Spec section 8: the exact log line when the list cannot be loaded for want of a token. */
export const NO_TOKEN_MESSAGE = 'Token yok, fetch yapılamaz!';

export interface NotificationBellOptions {
  /** Called for each incoming CHAT notification; they raise the message icon's dot instead of the bell. */
  onChatNotification?: (notification: Notification) => void;
}

export interface NotificationBell {
  /** At most 7, CHAT ones left out. */
  items: Notification[];
  unreadCount: number;
  /** Null when there is nothing unread; '99+' above 99. */
  badgeText: string | null;
  isLoading: boolean;
  open: (notification: Notification) => void;
}

export function useNotificationBell({ onChatNotification }: NotificationBellOptions = {}): NotificationBell {
  const { user, accessToken } = useSession();
  const canFetch = user !== null && accessToken !== null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useNotificationsQuery(canFetch);
  const { mutate: markRead } = useMarkNotificationRead({
    // The item already shows as read; on failure the server's view wins on the next fetch.
    mutation: { onError: () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey }) },
  });

  useEffect(() => {
    if (user !== null && accessToken === null) console.warn(NO_TOKEN_MESSAGE);
  }, [user, accessToken]);

  const handleIncoming = useCallback(
    (message: unknown) => {
      const notification = parseNotification(message);
      if (notification === null) return; // Spec section 8: parse errors are ignored.
      updateCachedNotifications(queryClient, (list) => prependNotification(list, notification));
      if (isChatNotification(notification)) onChatNotification?.(notification);
    },
    [queryClient, onChatNotification],
  );
  // Subscribed only while the list can be fetched; the hook renews it only when the user id changes.
  useRealtimeSubscription('notifications', canFetch ? { userId: user.id } : null, handleIncoming);

  const data = query.data;
  const bell = useMemo(() => (canFetch && data ? bellNotifications(data) : []), [canFetch, data]);
  const unreadCount = countUnread(bell);

  const open = useCallback(
    (notification: Notification) => {
      if (!notification.read) {
        updateCachedNotifications(queryClient, (list) => markNotificationReadInList(list, notification.id));
        markRead({ id: notification.id });
      }
      if (notificationKind(notification.type) === 'lessonRequest' && notification.relatedId != null) {
        void navigate(paths.lessonRequest.getHref(notification.relatedId));
      }
    },
    [queryClient, markRead, navigate],
  );

  return {
    items: visibleNotifications(bell),
    unreadCount,
    badgeText: unreadBadgeText(unreadCount),
    isLoading: canFetch && query.isPending,
    open,
  };
}
