import { Box, Circle, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HeaderPopoverItem } from '@/components/feedback/header-popover-item';
import type { Notification } from '@/generated/api/model';
import { formatNotificationDate } from '../utils/format-notification-date';
import { notificationKind } from '../utils/notification-list';
import { NotificationTypeIcon } from './notification-type-icon';

interface NotificationListItemProps {
  notification: Notification;
  onChoose: (notification: Notification) => void;
}

export function NotificationListItem({ notification, onChoose }: NotificationListItemProps) {
  const { t } = useTranslation('nav');
  const { title, content, createdAt, read, type } = notification;
  const date = formatNotificationDate(createdAt);

  return (
    <HeaderPopoverItem onChoose={() => onChoose(notification)} alignItems="flex-start" highlighted={!read}>
      <NotificationTypeIcon type={type} />
      <Box flex="1" minW="0">
        {/* The type in words, so the icon's meaning is not lost to screen-reader users. */}
        <VisuallyHidden>{t(`notifications.types.${notificationKind(type)}`)}: </VisuallyHidden>
        <Text fontWeight={read ? 'normal' : 'semibold'} lineClamp={1}>
          {title}
        </Text>
        {content ? (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {content}
          </Text>
        ) : null}
        {date !== null && createdAt ? (
          <Text textStyle="xs" color="fg.subtle" mt="1">
            <time dateTime={createdAt}>{date}</time>
          </Text>
        ) : null}
      </Box>
      {read ? null : (
        <>
          <Circle size="2" mt="2" bg="brand.solid" aria-hidden="true" />
          <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>
        </>
      )}
    </HeaderPopoverItem>
  );
}
