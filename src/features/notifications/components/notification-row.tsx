import { Badge, Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '@/generated/api/model';
import { formatRelativeTime, intlLocaleFor } from '@/i18n/formatters';
import { notificationTarget } from '../hooks/use-open-notification';
import { formatNotificationDate } from '../utils/format-notification-date';
import { notificationKind } from '../utils/notification-list';
import { NotificationTypeIcon } from './notification-type-icon';

interface NotificationRowProps {
  notification: Notification;
  /** The moment relative times are measured from. */
  now: number;
  onMarkRead: (notification: Notification) => void;
}

const rowStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  w: 'full',
  px: { base: '3', md: '4' },
  py: '3',
  textAlign: 'start',
  borderWidth: '1px',
  rounded: 'l2',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  focusVisibleRing: 'outside',
} as const;

/**
 * One notification of the full list. The whole row is one control: a link where the notification leads
 * somewhere (a lesson request, a chat room), a button otherwise; opening it marks it read. Unread rows say so in
 * words and weight, not by their tint alone.
 */
export function NotificationRow({ notification, now, onMarkRead }: NotificationRowProps) {
  const { t, i18n } = useTranslation('notifications');
  const { title, content, createdAt, read, type } = notification;
  const target = notificationTarget(notification);
  const unreadLook = read ? {} : { bg: 'brand.subtle/40', borderColor: 'brand.muted' };

  const body: ReactNode = (
    <>
      <NotificationTypeIcon type={type} />
      <Box as="span" display="block" flex="1" minW="0">
        <VisuallyHidden>{t(`notifications.types.${notificationKind(type)}`, { ns: 'nav' })}: </VisuallyHidden>
        <Text as="span" display="block" fontWeight={read ? 'normal' : 'semibold'}>
          {title}
        </Text>
        {content ? (
          <Text as="span" display="block" textStyle="sm" color="fg.muted" lineClamp={3}>
            {content}
          </Text>
        ) : null}
        <HStack as="span" gap="2" mt="1" flexWrap="wrap">
          <RelativeTime value={createdAt} now={now} locale={intlLocaleFor(i18n.language)} />
          {read ? null : (
            <Badge colorPalette="brand" variant="solid">
              {t('unread')}
            </Badge>
          )}
        </HStack>
      </Box>
    </>
  );

  if (target) {
    return (
      <Box asChild {...rowStyle} {...unreadLook}>
        <RouterLink to={target.to} state={target.state} onClick={() => onMarkRead(notification)}>
          {body}
        </RouterLink>
      </Box>
    );
  }
  return (
    <chakra.button type="button" {...rowStyle} {...unreadLook} onClick={() => onMarkRead(notification)}>
      {body}
    </chakra.button>
  );
}

/** '3 dakika önce', with the exact date and time kept in the element for machines and on hover. */
function RelativeTime({
  value,
  now,
  locale,
}: {
  value: string | null | undefined;
  now: number;
  locale: string;
}) {
  const exact = formatNotificationDate(value);
  if (exact === null || !value) return null;
  return (
    <Text as="span" textStyle="xs" color="fg.muted">
      {/* Never "in 5 seconds": a notification newer than the last tick, or from a server clock slightly
          ahead, reads as just now. */}
      <time dateTime={value} title={exact}>
        {formatRelativeTime(value, Math.max(now, Date.parse(value)), locale)}
      </time>
    </Text>
  );
}
