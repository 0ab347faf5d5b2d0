import { Circle, Icon } from '@chakra-ui/react';
import { Bell, Calendar, Info, type LucideIcon, MessageCircle } from 'lucide-react';
import { type NotificationKind, notificationKind } from '../utils/notification-list';

const looks = {
  chat: { Glyph: MessageCircle, palette: 'blue' },
  lessonRequest: { Glyph: Calendar, palette: 'green' },
  system: { Glyph: Info, palette: 'orange' },
  other: { Glyph: Bell, palette: 'gray' },
} satisfies Record<NotificationKind, { Glyph: LucideIcon; palette: string }>;

/** Decorative: the item's text already says what it is; the type is also given in words for screen readers. */
export function NotificationTypeIcon({ type }: { type: string }) {
  const { Glyph, palette } = looks[notificationKind(type)];
  return (
    <Circle size="8" flexShrink={0} bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden="true">
      <Icon asChild boxSize="4">
        <Glyph />
      </Icon>
    </Circle>
  );
}
