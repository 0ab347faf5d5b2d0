import { Badge, Box, Float, IconButton, Link, Popover, Portal, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ChatRoomSummary } from '@/generated/api/model';
import { useMessageRooms } from '../hooks/use-message-rooms';
import { MessageIcon } from './message-icon';
import { MessageRoomItem } from './message-room-item';

/**
 * The message icon and its panel of recent chat rooms, for a signed-in user; a dot marks a new message that
 * arrived since the panel was last opened.
 */
export function MessageDropdown() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  // Named explicitly: the popover only links its title if the title existed when it opened, and with lazy
  // mounting it does not.
  const titleId = useId();
  const { rooms, hasMore, unreadTotal, isLoading, hasNewMessage, seen, refresh, openRoom } = useMessageRooms();

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      seen();
      refresh();
    }
  };

  const choose = (room: ChatRoomSummary) => {
    setOpen(false);
    openRoom(room);
  };

  const label = [
    unreadTotal > 0 ? t('messages.labelWithUnread', { count: unreadTotal }) : t('messages.label'),
    hasNewMessage ? t('messages.newMessage') : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => changeOpen(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" rounded="full" position="relative">
          <MessageIcon boxSize="5" />
          {unreadTotal > 0 ? (
            <Float placement="top-end" offset="2">
              <Badge colorPalette="red" variant="solid" rounded="full" size="xs" aria-hidden="true">
                {unreadTotal}
              </Badge>
            </Float>
          ) : hasNewMessage ? (
            <Float placement="top-end" offset="2.5">
              <Box
                boxSize="2.5"
                rounded="full"
                bg="red.solid"
                borderWidth="2px"
                borderColor="bg"
                aria-hidden="true"
              />
            </Float>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="calc(100vw - 1rem)" aria-labelledby={titleId}>
            <Popover.Header borderBottomWidth="1px">
              <Popover.Title id={titleId} fontWeight="semibold">
                {t('messages.title')}
              </Popover.Title>
            </Popover.Header>
            <Popover.Body p="0" maxH="24rem" overflowY="auto">
              {isLoading ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted" role="status">
                  {t('messages.loading')}
                </Text>
              ) : rooms.length === 0 ? (
                <Text px="4" py="6" textAlign="center" color="fg.muted">
                  {t('messages.empty')}
                </Text>
              ) : (
                <Box as="ul" m="0" p="0">
                  {rooms.map((room) => (
                    <MessageRoomItem key={room.chatRoomId} room={room} onChoose={choose} />
                  ))}
                </Box>
              )}
            </Popover.Body>
            {hasMore ? (
              <Popover.Footer borderTopWidth="1px" justifyContent="center" py="2">
                <Link asChild colorPalette="brand" fontWeight="medium" textStyle="sm">
                  <RouterLink to={paths.chat.getHref()} onClick={() => setOpen(false)}>
                    {t('messages.seeAll')}
                  </RouterLink>
                </Link>
              </Popover.Footer>
            ) : null}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
