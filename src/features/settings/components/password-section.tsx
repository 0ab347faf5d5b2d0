import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { PageSection } from '@/components/display/page-section';

/** The password section of /settings. */
export function PasswordSection({ username }: { username: string }) {
  const { t } = useTranslation('settings');
  return (
    <PageSection id="password" title={t('password.title')} description={t('password.description')}>
      <PasswordForm username={username} />
    </PageSection>
  );
}
