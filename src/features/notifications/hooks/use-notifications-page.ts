import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Notification } from '@/generated/api/model';
import { useSession } from '@/lib/api/use-session';
import { countUnread } from '../utils/notification-list';
import {
  FILTER_PARAM,
  filterNotifications,
  newestFirst,
  type NotificationFilter,
  parseNotificationFilter,
} from '../utils/notification-page';
import { useNotificationsQuery } from './use-notifications-query';

export interface NotificationsPage {
  filter: NotificationFilter;
  setFilter: (filter: NotificationFilter) => void;
  /** Every notification, newest first (CHAT ones too: only the bell leaves them out). */
  all: Notification[];
  /** What the chosen filter shows. */
  items: Notification[];
  unreadCount: number;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The full list, read from the same cached answer as the bell: the bell's one socket subscription writes
 * live notifications into it, so both always agree and nothing is inserted twice. The filter lives in the URL
 * (`?filter=unread`), so a reload or a way back keeps it.
 */
export function useNotificationsPage(): NotificationsPage {
  const { user, accessToken } = useSession();
  const query = useNotificationsQuery(user !== null && accessToken !== null);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = parseNotificationFilter(searchParams.get(FILTER_PARAM));

  const setFilter = useCallback(
    (next: NotificationFilter) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'all') params.delete(FILTER_PARAM);
          else params.set(FILTER_PARAM, next);
          return params;
        },
        // Switching the view is not a new page: Back leaves the screen instead of replaying the tabs.
        { replace: true },
      ),
    [setSearchParams],
  );

  const all = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const items = useMemo(() => filterNotifications(all, filter), [all, filter]);

  return {
    filter,
    setFilter,
    all,
    items,
    unreadCount: countUnread(all),
    // Disabled while the session renews its token: the guard shows the screen, the list waits.
    isLoading: query.isPending,
    // A failed refetch keeps the list it already has on screen.
    error: query.isError && query.data === undefined ? query.error : null,
    retry: () => void query.refetch(),
  };
}
