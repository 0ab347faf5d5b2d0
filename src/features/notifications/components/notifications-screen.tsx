import { Alert, Box, Button, Flex, Tabs } from '@chakra-ui/react';
import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/display/account-page';
import { CountBadge } from '@/components/display/count-badge';
import { useNow } from '@/hooks/use-now';
import { useMarkAllNotificationsRead } from '../hooks/use-mark-all-notifications-read';
import { useNotificationsPage } from '../hooks/use-notifications-page';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NOTIFICATION_FILTERS, type NotificationFilter, unreadIds } from '../utils/notification-page';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notifications-states';
import { NotificationsVirtualList } from './notifications-virtual-list';

/**
 * /notifications for a signed-in user (the route's guard keeps guests out): every notification, newest first,
 * all or unread only, 'Tümünü okundu işaretle', and live ones arriving at the top.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  const page = useNotificationsPage();
  const { markRead } = useOpenNotification();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow();

  // No list, no counts: beside a load error (or while loading) the tabs read '—', not 0.
  const known = !page.isLoading && page.error === null;
  const counts: Record<NotificationFilter, number | null> = {
    all: known ? page.all.length : null,
    unread: known ? page.unreadCount : null,
  };

  const list = () => {
    if (page.isLoading) return <NotificationsLoading />;
    if (page.error !== null) return <NotificationsError error={page.error} onRetry={page.retry} />;
    if (page.items.length === 0) {
      return (
        <NotificationsEmpty
          text={page.filter === 'unread' && page.all.length > 0 ? t('emptyUnread') : t('empty')}
        />
      );
    }
    return <NotificationsVirtualList items={page.items} label={t('list')} now={now} onMarkRead={markRead} />;
  };

  return (
    <AccountPage
      documentTitle={t('documentTitle', { ns: 'common', page: t('title') })}
      title={t('title')}
      lead={t('lead')}
    >
      <Tabs.Root
        value={page.filter}
        onValueChange={({ value }) => page.setFilter(value as NotificationFilter)}
        variant="line"
        colorPalette="brand"
      >
        <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
          <Tabs.List aria-label={t('filters.label')} flex="1">
            {NOTIFICATION_FILTERS.map((filter) => (
              <Tabs.Trigger key={filter} value={filter}>
                {t(`filters.${filter}`)}
                <CountBadge count={counts[filter]} colorPalette={filter === 'unread' ? 'brand' : 'gray'} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            disabled={page.unreadCount === 0 || page.error !== null}
            loading={markAll.isPending}
            onClick={() => markAll.markAll(unreadIds(page.all))}
          >
            <CheckCheck aria-hidden="true" />
            {t('markAll')}
          </Button>
        </Flex>
        {markAll.failedCount ? (
          <Alert.Root status="error" mt="4" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('markAllFailed', { count: markAll.failedCount })}</Alert.Title>
          </Alert.Root>
        ) : null}
        {/* Said once all went through; the list itself shows it too. */}
        <Box role="status" srOnly>
          {markAll.failedCount === 0 ? t('markAllDone') : null}
        </Box>
        {NOTIFICATION_FILTERS.map((filter) => (
          <Tabs.Content key={filter} value={filter} pt="4">
            {page.filter === filter ? list() : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AccountPage>
  );
}
