import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';

/** Skeleton rows while the list loads. */
export function NotificationsLoading() {
  const { t } = useTranslation('notifications');
  return <ListLoading label={t('loading')} rows={5} rowHeight="24" />;
}

/** No notifications at all, or none unread under that filter. */
export function NotificationsEmpty({ text }: { text: string }) {
  return <ListEmpty text={text} icon={BellOff} />;
}

/** The list did not load: why (the failure's kind picks the reason) and 'Tekrar dene'. */
export function NotificationsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('notifications');
  return <ListLoadFailed title={t('failed')} error={error} retryLabel={t('retry')} onRetry={onRetry} />;
}
