import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { chatRoomState, paths } from '@/config/paths';
import type { Notification, NotificationListResponse } from '@/generated/api/model';
import {
  type MarkNotificationReadMutationVariables,
  useMarkNotificationRead,
} from '@/generated/api/notifications/notifications';
import { useActionLock } from '@/hooks/use-action-lock';
import { optimisticUpdate } from '@/lib/api/optimistic-update';
import { markNotificationReadInList, notificationKind } from '../utils/notification-list';
import { notificationsQueryKey, useUpdateCachedNotifications } from './use-notifications-query';

/** Where a notification leads, or null when opening it only marks it read. */
export function notificationTarget(
  notification: Notification,
): { to: string; state?: ReturnType<typeof chatRoomState> } | null {
  if (notification.relatedId == null) return null;
  switch (notificationKind(notification.type)) {
    case 'lessonRequest':
      return { to: paths.lessonRequest.getHref(notification.relatedId) };
    case 'chat':
      return { to: paths.chat.getHref(), state: chatRoomState(notification.relatedId) };
    default:
      return null;
  }
}

/**
 * Opening a notification, from the bell or the full list: an unread one is marked read (optimistic: it shows as
 * read at once, a failure puts the list back as it was, and either way the server's list is fetched again),
 * then a lesson request opens its request and a chat notification its room.
 */
export function useOpenNotification(): {
  markRead: (notification: Notification) => void;
  open: (notification: Notification) => void;
} {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const updateCached = useUpdateCachedNotifications();
  const { run } = useActionLock();
  const { mutateAsync } = useMarkNotificationRead({
    mutation: {
      ...optimisticUpdate<NotificationListResponse, MarkNotificationReadMutationVariables>(
        queryClient,
        notificationsQueryKey,
        ({ id }) => updateCached((list) => markNotificationReadInList(list, id)),
      ),
      meta: { refreshes: [notificationsQueryKey] },
    },
  });

  const markRead = useCallback(
    (notification: Notification) => {
      // One call per notification however often it is clicked before the list shows it read (action lock).
      if (!notification.read) {
        void run(() => mutateAsync({ id: notification.id }).catch(() => undefined), notification.id);
      }
    },
    [run, mutateAsync],
  );

  const open = useCallback(
    (notification: Notification) => {
      markRead(notification);
      const target = notificationTarget(notification);
      if (target) void navigate(target.to, { state: target.state });
    },
    [markRead, navigate],
  );

  return { markRead, open };
}
