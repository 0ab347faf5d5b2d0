import { HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FormPage } from '@/components/forms/form-page';
import { paths } from '@/config/paths';
import type { RegisterRole } from '../utils/register-schema';
import { RegisterForm } from './register-form';

const ROLES: readonly RegisterRole[] = ['student', 'teacher'];

export function roleFromTab(tab: string | null): RegisterRole {
  return tab === 'teacher' ? 'teacher' : 'student';
}

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="brand" variant="underline" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
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
          <HStack gap="1" flexWrap="wrap" justify="center">
            <Text color="fg.muted">{t('haveAccount')}</Text>
            <FooterLink to={paths.login.getHref()}>{t('login')}</FooterLink>
          </HStack>
          <HStack gap="1" flexWrap="wrap" justify="center">
            <Text color="fg.muted">{t('needHelp')}</Text>
            <FooterLink to={paths.contact.getHref()}>{t('contact')}</FooterLink>
          </HStack>
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
