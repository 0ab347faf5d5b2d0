import { Button, DataList, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import type { UserProfile } from '@/generated/api/model';
import { ProfileForm } from './profile-form';
import { PageSection } from '@/components/display/page-section';

interface ProfileSectionProps {
  profile: UserProfile | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The profile section of /settings. Username and e-mail cannot be changed here (the contract's update has no such fields), so they
 * are shown as facts above the form rather than as locked inputs.
 */
export function ProfileSection({ profile, loading, failed, retry }: ProfileSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <PageSection id="profile" title={t('profile.title')} description={t('profile.description')}>
      {profile ? (
        <Stack gap="6">
          <DataList.Root
            orientation="vertical"
            size="sm"
            flexDirection={{ base: 'column', sm: 'row' }}
            gap={{ base: '3', sm: '10' }}
          >
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.username')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{profile.username}</DataList.ItemValue>
            </DataList.Item>
            {profile.email ? (
              <DataList.Item>
                <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-all">{profile.email}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
          </DataList.Root>
          <ProfileForm profile={profile} />
        </Stack>
      ) : null}
      {loading ? (
        <Stack gap="4" role="status">
          <Text srOnly>{t('profile.loading')}</Text>
          <Skeleton h="10" />
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : null}
      {failed && !profile ? (
        <Stack gap="3" align="flex-start">
          <FormAlert status="error">{t('profile.loadFailed')}</FormAlert>
          <Button variant="outline" onClick={retry}>
            {t('retry')}
          </Button>
        </Stack>
      ) : null}
    </PageSection>
  );
}
