import { Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormPage } from '@/components/forms/form-page';
import { FormPageLink } from '@/components/forms/form-page-link';
import { paths } from '@/config/paths';
import type { RegisterRole } from '../utils/register-schema';
import { RegisterForm } from './register-form';

const ROLES: readonly RegisterRole[] = ['student', 'teacher'];

export function roleFromTab(tab: string | null): RegisterRole {
  return tab === 'teacher' ? 'teacher' : 'student';
}

/**
 * /register: the tab lives in the URL (`?tab=teacher` preselects; switching replaces the entry so Back
 * leaves the page). Both forms stay mounted, so switching back keeps what was typed.
 */
export function RegisterScreen() {
  const { t } = useTranslation('register');
  const [params, setParams] = useSearchParams();
  const role = roleFromTab(params.get('tab'));

  return (
    <FormPage
      title={t('title')}
      intro={t('intro')}
      wide
      footer={
        <Stack gap="2" align="center">
          <FormPageLink prompt={t('haveAccount')} to={paths.login.getHref()}>
            {t('login')}
          </FormPageLink>
          <FormPageLink prompt={t('needHelp')} to={paths.contact.getHref()}>
            {t('contact')}
          </FormPageLink>
        </Stack>
      }
    >
      <Tabs.Root
        value={role}
        onValueChange={({ value }) => setParams({ tab: value }, { replace: true })}
        variant="enclosed"
        fitted
        colorPalette="brand"
      >
        <Tabs.List aria-label={t('tabs.label')} mb="6">
          {ROLES.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ROLES.map((value) => (
          <Tabs.Content key={value} value={value} p="0">
            <RegisterForm role={value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </FormPage>
  );
}
