import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderPopover } from '@/components/feedback/header-popover';
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
  const { rooms, hasMore, unreadTotal, isLoading, loadFailed, hasNewMessage, seen, refresh, openRoom } =
    useMessageRooms();

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
    <HeaderPopover
      open={open}
      onOpenChange={changeOpen}
      label={label}
      icon={<MessageIcon boxSize="5" />}
      badge={unreadTotal > 0 ? unreadTotal : null}
      dot={hasNewMessage}
      title={t('messages.title')}
      isLoading={isLoading}
      loadingText={t('messages.loading')}
      isEmpty={rooms.length === 0}
      emptyText={t('messages.empty')}
      failure={loadFailed ? { text: t('messages.failed'), retryLabel: t('retry'), onRetry: refresh } : null}
      seeAll={hasMore ? { to: paths.chat.getHref(), label: t('messages.seeAll') } : undefined}
    >
      {rooms.map((room) => (
        <MessageRoomItem key={room.chatRoomId} room={room} onChoose={choose} />
      ))}
    </HeaderPopover>
  );
}
