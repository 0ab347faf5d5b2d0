import { ChatScreen } from '@/features/chat/components/chat-screen';

/** /chat: the rooms and the open conversation (signed in only; the guard is in the route table). */
export function Component() {
  return <ChatScreen />;
}
