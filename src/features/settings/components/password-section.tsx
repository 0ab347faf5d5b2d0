import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { SettingsSection } from './settings-section';

/** The password section of /settings. */
export function PasswordSection({ username }: { username: string }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="password" title={t('password.title')} description={t('password.description')}>
      <PasswordForm username={username} />
    </SettingsSection>
  );
}
