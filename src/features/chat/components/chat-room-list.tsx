import { Badge, Box, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import type { ChatRoomSummary } from '@/generated/api/model';
import { formatDate, formatTime } from '@/i18n/formatters';
import { searchRooms } from '../utils/chat-room-list';
import { dayKey } from '../utils/message-days';
import { roomName } from '../utils/room-name';
import { ChatAvatar } from './chat-avatar';

interface ChatRoomListProps {
  rooms: ChatRoomSummary[];
  selectedId: number | null;
  onChoose: (room: ChatRoomSummary) => void;
  isLoading: boolean;
  /** The rooms did not load: why is read from the error, and 'Tekrar dene' calls onRetry. */
  failure: { error: unknown; onRetry: () => void } | null;
  /** Hidden when the drawer's own title names the list. */
  showTitle?: boolean;
}

/** 'Mesajlaşmalar': the rooms, newest activity first, with a search box over names and usernames. */
export function ChatRoomList(props: ChatRoomListProps) {
  const { t } = useTranslation('chat');
  const [term, setTerm] = useState('');
  const shown = searchRooms(props.rooms, term);

  return (
    <Stack gap="3" h="full" minH="0">
      {props.showTitle === false ? null : (
        <Heading as="h2" size="md" px="4" pt="4">
          {t('roomsTitle')}
        </Heading>
      )}
      <Box px="4">
        <Input
          type="search"
          size="sm"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('roomsSearch')}
          aria-label={t('roomsSearch')}
        />
      </Box>
      <Box flex="1" minH="0" overflowY="auto" px="2" pb="2">
        {props.isLoading ? (
          <ListLoading label={t('loading')} rows={4} rowHeight="14" />
        ) : props.failure ? (
          <ListLoadFailed
            size="sm"
            error={props.failure.error}
            retryLabel={t('retry')}
            onRetry={props.failure.onRetry}
          />
        ) : props.rooms.length === 0 ? (
          <ListEmpty text={t('roomsEmpty')} size="sm" />
        ) : shown.length === 0 ? (
          <ListEmpty text={t('roomsNoMatch')} size="sm" />
        ) : (
          <chakra.ul listStyleType="none" aria-label={t('roomsTitle')}>
            {shown.map((room) => (
              <li key={room.chatRoomId}>
                <RoomButton
                  room={room}
                  selected={room.chatRoomId === props.selectedId}
                  time={room.lastMessageAt ?? undefined}
                  onChoose={props.onChoose}
                />
              </li>
            ))}
          </chakra.ul>
        )}
      </Box>
    </Stack>
  );
}

// Today's activity by its time, older by its day ('12 Kas').
const activityText = (time: string): string =>
  dayKey(time) === dayKey(new Date())
    ? formatTime(time)
    : formatDate(time, { day: 'numeric', month: 'short' });

interface RoomButtonProps {
  room: ChatRoomSummary;
  selected: boolean;
  time: string | undefined;
  onChoose: (room: ChatRoomSummary) => void;
}

function RoomButton({ room, selected, time, onChoose }: RoomButtonProps) {
  const { t } = useTranslation('chat');
  const name = roomName(room);
  return (
    <chakra.button
      type="button"
      w="full"
      display="flex"
      gap="3"
      alignItems="center"
      textAlign="start"
      px="2"
      py="2"
      rounded="md"
      cursor="pointer"
      bg={selected ? 'brand.subtle' : undefined}
      _hover={{ bg: selected ? 'brand.muted' : 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onChoose(room)}
    >
      <ChatAvatar name={name} imageUrl={room.profileImageUrl} size="md" />
      <Box flex="1" minW="0">
        <Flex gap="2" align="baseline">
          <Text flex="1" minW="0" lineClamp={1} fontWeight={room.unreadCount > 0 ? 'semibold' : 'medium'}>
            {name}
          </Text>
          {room.chatRoomType === 'GROUP' && room.memberCount ? (
            <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0}>
              {t('group.memberCount', { count: room.memberCount })}
            </Text>
          ) : null}
          {time ? (
            <Text as="span" textStyle="xs" color="fg.muted" flexShrink={0}>
              <time dateTime={time}>{activityText(time)}</time>
            </Text>
          ) : null}
        </Flex>
        <Flex gap="2" align="center">
          <Text flex="1" minW="0" textStyle="sm" color="fg.muted" lineClamp={1}>
            {room.lastMessage ?? ''}
          </Text>
          {room.unreadCount > 0 ? (
            <Badge colorPalette="red" variant="solid" rounded="full" flexShrink={0}>
              <span aria-hidden="true">{room.unreadCount}</span>
              <chakra.span srOnly>{t('unreadCount', { count: room.unreadCount })}</chakra.span>
            </Badge>
          ) : null}
        </Flex>
      </Box>
    </chakra.button>
  );
}
