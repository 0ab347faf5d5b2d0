import { MessageDropdown } from '@/features/chat/components/message-dropdown';
import { NotificationDropdown } from '@/features/notifications/components/notification-dropdown';

/**
 * The bell and the message icon. Each listens to the notifications channel itself (a CHAT notification
 * refreshes the rooms and raises the message icon's dot), so nothing passes between them here.
 */
export function SignedInIcons() {
  return (
    <>
      <NotificationDropdown />
      <MessageDropdown />
    </>
  );
}
