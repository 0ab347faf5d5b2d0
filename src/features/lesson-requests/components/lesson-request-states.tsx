import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';

/** Skeleton rows while a list or the request loads. */
export function RequestsLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return <ListLoading label={label} rows={rows} rowHeight="20" />;
}

/** Nothing to show, with an optional way on. */
export function RequestsEmpty({ text, link }: { text: string; link?: { to: string; label: string } }) {
  return <ListEmpty text={text} icon={Inbox} {...(link ? { link } : {})} />;
}

/** A load failed: why (the app's one load-failure text) and 'Tekrar dene'. */
export function RequestsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ListLoadFailed error={error} retryLabel={t('actions.retry')} onRetry={onRetry} />;
}
