import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { Notification } from '@/generated/api/model';
import { useSession } from '@/lib/api/use-session';
import { useRealtimeSubscription } from '@/lib/realtime';
import {
  bellNotifications,
  countUnread,
  prependNotification,
  unreadBadgeText,
  visibleNotifications,
} from '../utils/notification-list';
import { refreshOnNotification } from '../utils/refresh-on-notification';
import { useNotificationsQuery, useUpdateCachedNotifications } from './use-notifications-query';
import { useOpenNotification } from './use-open-notification';

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
  const query = useNotificationsQuery(canFetch);
  const updateCached = useUpdateCachedNotifications();
  const queryClient = useQueryClient();
  const { open } = useOpenNotification();

  useEffect(() => {
    if (user !== null && accessToken === null) console.warn(NO_TOKEN_MESSAGE);
  }, [user, accessToken]);

  const handleIncoming = useCallback(
    // The socket client delivers only frames that passed the contract's schema.
    (notification: Notification) => {
      // CHAT ones are kept too (the full list shows them); the bell leaves them out and the message icon
      // listens to the same channel for its dot.
      updateCached((list) => prependNotification(list, notification));
      refreshOnNotification(queryClient, notification);
    },
    [updateCached, queryClient],
  );
  // Subscribed only while the list can be fetched; the hook renews it only when the user id changes. This is
  // the session's one subscription to the channel's list: the full list on /notifications reads the same cache.
  useRealtimeSubscription('notifications', canFetch ? { userId: user.id } : null, handleIncoming);

  const data = query.data;
  const bell = useMemo(() => (canFetch && data ? bellNotifications(data) : []), [canFetch, data]);
  const unreadCount = countUnread(bell);

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
