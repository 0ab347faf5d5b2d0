import { useCallback, useState } from 'react';
import { MessageDropdown } from '@/features/chat/components/message-dropdown';
import { NotificationDropdown } from '@/features/notifications/components/notification-dropdown';

/**
 * The bell and the message icon, composed here because they talk to each other: a CHAT notification raises
 * a dot on the message icon (spec section 4), and features may not import one another.
 */
export function SignedInIcons() {
  const [hasNewMessage, setHasNewMessage] = useState(false);
  const raiseNewMessage = useCallback(() => setHasNewMessage(true), []);
  const clearNewMessage = useCallback(() => setHasNewMessage(false), []);

  return (
    <>
      <NotificationDropdown onChatNotification={raiseNewMessage} />
      <MessageDropdown hasNewMessage={hasNewMessage} onOpen={clearNewMessage} />
    </>
  );
}
