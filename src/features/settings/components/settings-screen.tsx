import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '@/components/display/account-page';
import { useGetCurrentUser } from '@/generated/api/user/user';
import { useSession } from '@/lib/api/use-session';
import { isTeacher } from '@/lib/people/roles';
import { DeleteAccountSection } from './delete-account-section';
import { PasswordSection } from './password-section';
import { type PhotoLocationSlots, PhotoLocationSection } from './photo-location-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';

/**
 * /settings for a signed-in user (the route's guard keeps guests out): profile, photo and location, password,
 * preferences, the blocked people and account deletion, each its own landmark. The photo and location pieces
 * and the blocked people's list come from the route (features stay apart).
 */
export function SettingsScreen({
  blockedUsers,
  ...slots
}: PhotoLocationSlots & { blockedUsers?: ReactNode }) {
  const { t } = useTranslation('settings');
  const { user } = useSession();
  const me = useGetCurrentUser();
  const profile = me.data?.data;

  // Only in the instant between a deleted account's session being cleared and the guard taking over.
  if (!user) return null;

  const location = me.isPending
    ? undefined
    : { city: profile?.city ?? user.city, district: profile?.district ?? user.district };

  return (
    <AccountPage
      documentTitle={t('documentTitle', { ns: 'common', page: t('title') })}
      title={t('title')}
      lead={t('intro')}
      gap="8"
    >
      <ProfileSection
        profile={profile}
        loading={me.isPending}
        failed={me.isError}
        retry={() => void me.refetch()}
      />
      <PhotoLocationSection
        {...slots}
        user={user}
        teacher={isTeacher(profile?.role ?? user.role)}
        location={location}
      />
      <PasswordSection username={user.username} />
      <PreferencesSection />
      {blockedUsers}
      <DeleteAccountSection />
    </AccountPage>
  );
}
