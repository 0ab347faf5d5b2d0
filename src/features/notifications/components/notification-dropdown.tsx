import { Icon } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderPopover } from '@/components/feedback/header-popover';
import { paths } from '@/config/paths';
import type { Notification } from '@/generated/api/model';
import { useNotificationBell } from '../hooks/use-notification-bell';
import { NotificationListItem } from './notification-list-item';

/** The bell and its panel of recent notifications, for a signed-in user. */
export function NotificationDropdown() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const bell = useNotificationBell();

  const choose = (notification: Notification) => {
    setOpen(false);
    bell.open(notification);
  };

  const label =
    bell.badgeText === null
      ? t('notifications.label')
      : t('notifications.labelWithUnread', { badge: bell.badgeText });

  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      label={label}
      icon={
        <Icon asChild boxSize="5">
          <Bell />
        </Icon>
      }
      badge={bell.badgeText}
      title={t('notifications.title')}
      isLoading={bell.isLoading}
      loadingText={t('notifications.loading')}
      isEmpty={bell.items.length === 0}
      emptyText={t('notifications.empty')}
      failure={
        bell.loadFailed
          ? { text: t('notifications.failed'), retryLabel: t('retry'), onRetry: bell.retry }
          : null
      }
      seeAll={{ to: paths.notifications.getHref(), label: t('notifications.seeAll') }}
    >
      {bell.items.map((notification) => (
        <NotificationListItem key={notification.id} notification={notification} onChoose={choose} />
      ))}
    </HeaderPopover>
  );
}
