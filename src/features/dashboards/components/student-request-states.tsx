import { useTranslation } from 'react-i18next';
import { ListLoadFailed, ListLoading } from '@/components/feedback/list-states';

/** Skeleton rows while the student's lesson requests load. */
export function StudentRequestsLoading() {
  const { t } = useTranslation('dashboards-student');
  return <ListLoading label={t('loading')} />;
}

/** The requests did not load: why, and 'Tekrar dene'. */
export function StudentRequestsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('dashboards-student');
  return (
    <ListLoadFailed
      title={t('failed')}
      titleAs="h3"
      size="sm"
      error={error}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
  );
}
