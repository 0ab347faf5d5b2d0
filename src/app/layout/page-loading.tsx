import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';

/**
 * Shown in <main> while the first screen's part loads (once the 800 ms overlay has gone). It fills the viewport
 * so the footer is not seen until the page replaces it (no layout shift).
 */
export function PageLoading() {
  const { t } = useTranslation('shell');
  return <PageSpinner label={t('loading.page')} fillViewport />;
}
