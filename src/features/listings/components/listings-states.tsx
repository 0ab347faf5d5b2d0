import { useTranslation } from 'react-i18next';
import { ListLoadFailed, ListLoading } from '@/components/feedback/list-states';

export const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

/** Skeleton cards while a page of listings (or what it depends on) loads. */
export function ListingsLoading({ label }: { label?: string }) {
  const { t } = useTranslation('listings');
  return <ListLoading label={label ?? t('states.loading')} rows={6} rowHeight="52" columns={GRID_COLUMNS} />;
}

interface ListingsErrorProps {
  onRetry: () => void;
  /** What failed, and why (the failure's kind picks the reason). */
  error: unknown;
  body?: string;
}

/** 'Bir Hata Oluştu', what could not load and why, and 'Tekrar Dene'. */
export function ListingsError({ onRetry, error, body }: ListingsErrorProps) {
  const { t } = useTranslation('listings');
  return (
    <ListLoadFailed
      title={t('states.errorTitle')}
      body={body ?? t('states.errorBody')}
      error={error}
      retryLabel={t('states.retry')}
      onRetry={onRetry}
    />
  );
}
