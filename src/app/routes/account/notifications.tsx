import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';

/** /notifications: the full list of the signed-in user's notifications. */
export function Component() {
  return <NotificationsScreen />;
}
