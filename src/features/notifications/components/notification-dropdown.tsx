import { Badge, Box, Float, Icon, IconButton, Link, Popover, Portal, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Notification } from '@/generated/api/model';
import { useNotificationBell } from '../hooks/use-notification-bell';
import { NotificationListItem } from './notification-list-item';

/**
 * The bell and its panel for a signed-in user. A popover rather than a menu: the panel holds status text
 * (loading, empty) and a link besides the items, which a `role="menu"` may not contain.
 */
export function NotificationDropdown() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  // Named explicitly: the popover only links its title if the title existed when it opened, and with lazy
  // mounting it does not.
  const titleId = useId();
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
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" rounded="full" position="relative">
          <Icon asChild boxSize="5">
            <Bell />
          </Icon>
          {bell.badgeText === null ? null : (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="red" variant="solid" rounded="full" size="xs" aria-hidden="true">
                {bell.badgeText}
              </Badge>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="calc(100vw - 1rem)" aria-labelledby={titleId}>
            <Popover.Header borderBottomWidth="1px">
              <Popover.Title id={titleId} fontWeight="semibold">
                {t('notifications.title')}
              </Popover.Title>
            </Popover.Header>
            <Popover.Body p="0" maxH="24rem" overflowY="auto">
              {bell.isLoading ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted" role="status">
                  {t('notifications.loading')}
                </Text>
              ) : bell.items.length === 0 ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted">
                  {t('notifications.empty')}
                </Text>
              ) : (
                <Box as="ul" m="0" p="0">
                  {bell.items.map((notification) => (
                    <NotificationListItem
                      key={notification.id}
                      notification={notification}
                      onChoose={choose}
                    />
                  ))}
                </Box>
              )}
            </Popover.Body>
            <Popover.Footer borderTopWidth="1px" justifyContent="center" py="2">
              <Link asChild colorPalette="brand" fontWeight="medium" textStyle="sm">
                <RouterLink to={paths.notifications.getHref()} onClick={() => setOpen(false)}>
                  {t('notifications.seeAll')}
                </RouterLink>
              </Link>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
