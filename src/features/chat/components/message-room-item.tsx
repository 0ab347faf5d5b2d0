import { Avatar, Badge, Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HeaderPopoverItem } from '@/components/feedback/header-popover-item';
import type { ChatRoomSummary } from '@/generated/api/model';
import { toUpperTr } from '@/i18n/formatters';
import { roomName } from '../utils/room-name';

interface MessageRoomItemProps {
  room: ChatRoomSummary;
  onChoose: (room: ChatRoomSummary) => void;
}

export function MessageRoomItem({ room, onChoose }: MessageRoomItemProps) {
  const { t } = useTranslation('nav');
  const { lastMessage, unreadCount, profileImageUrl } = room;
  const name = roomName(room);

  return (
    <HeaderPopoverItem onChoose={() => onChoose(room)}>
      {/* The name is right beside it, so the picture is decorative. */}
      <Avatar.Root size="sm" aria-hidden="true">
        <Avatar.Fallback>{toUpperTr(name.charAt(0))}</Avatar.Fallback>
        {profileImageUrl ? <Avatar.Image src={profileImageUrl} alt="" /> : null}
      </Avatar.Root>
      <Box flex="1" minW="0">
        <Text fontWeight={unreadCount > 0 ? 'semibold' : 'medium'} lineClamp={1}>
          {name}
        </Text>
        {lastMessage ? (
          <Text textStyle="sm" color="fg.muted" lineClamp={1}>
            {lastMessage}
          </Text>
        ) : null}
      </Box>
      {unreadCount > 0 ? (
        <Badge colorPalette="red" variant="solid" rounded="full">
          <span aria-hidden="true">{unreadCount}</span>
          <chakra.span srOnly>{t('messages.unreadCount', { count: unreadCount })}</chakra.span>
        </Badge>
      ) : null}
    </HeaderPopoverItem>
  );
}
