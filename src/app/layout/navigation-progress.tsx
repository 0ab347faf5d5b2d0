import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { ProgressBar } from '@/components/feedback/progress-bar';
import { useProgressBar } from '@/components/feedback/use-progress-bar';

/**
 * The bar runs while the router is busy: a navigation waiting for a screen's part (lazy route) or, later, a
 * loader or a form submission.
 */
export function NavigationProgress() {
  const { t } = useTranslation('shell');
  const busy = useNavigation().state !== 'idle';
  const { visible, value } = useProgressBar(busy);
  return visible ? <ProgressBar value={value} label={t('loading.progress')} /> : null;
}
