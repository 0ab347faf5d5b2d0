import { Circle } from '@chakra-ui/react';
import { type NotificationKind, notificationKind } from '../utils/notification-list';
import { BellIcon, ChatTypeIcon, LessonRequestTypeIcon, SystemTypeIcon } from './notification-icons';

const looks = {
  chat: { Icon: ChatTypeIcon, palette: 'blue' },
  lessonRequest: { Icon: LessonRequestTypeIcon, palette: 'green' },
  system: { Icon: SystemTypeIcon, palette: 'orange' },
  other: { Icon: BellIcon, palette: 'gray' },
} satisfies Record<NotificationKind, { Icon: typeof BellIcon; palette: string }>;

/** Decorative: the item's text already says what it is; the type is also given in words for screen readers. */
export function NotificationTypeIcon({ type }: { type: string }) {
  const { Icon, palette } = looks[notificationKind(type)];
  return (
    <Circle size="8" flexShrink={0} bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden="true">
      <Icon boxSize="4" />
    </Circle>
  );
}
