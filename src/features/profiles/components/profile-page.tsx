import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/generated/api/model';
import { useSession } from '@/lib/api';
import { useProfile } from '../hooks/use-profile';
import { useProfileShare } from '../hooks/use-profile-share';
import { fullName } from '@/lib/people/full-name';
import type { ProfileTarget } from '../utils/profile-target';
import { ProfileActions } from './profile-actions';
import { ProfileLayout } from './profile-layout';
import { ProfileMeta } from './profile-meta';
import { LoadingAvatar, LoadingBody, LoadingMeta, NotFoundBody, ProfileErrorBox } from './profile-states';
import { type AvailabilitySlot, type ListingsSlot, ProfileAvatar, ProfileDetails } from './profile-view';
import type { ReviewActionsSlot } from './teacher-reviews';

interface ProfilePageProps {
  /** null: the URL names nobody. */
  target: ProfileTarget | null;
  listings?: ListingsSlot;
  availability?: AvailabilitySlot;
  /**
   * Another feature's control beside the profile's own actions, for a visitor (never on one's own profile):
   * the route fills it, e.g. with the saved-teachers heart.
   */
  visitorAction?: (profile: UserProfile) => ReactNode;
  /** Under each review of one's own profile (the teacher's answer buttons); the route fills it. */
  reviewActions?: ReviewActionsSlot;
}

/**
 * A profile screen in each of its states: loading, not found, error with retry, or the profile. Every state
 * renders ProfileLayout at the same place, so React keeps its h1 (focused after navigation) when the name
 * replaces the loading title.
 */
export function ProfilePage({
  target,
  listings,
  availability,
  visitorAction,
  reviewActions,
}: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const state = useProfile(target);
  const { user, isSignedIn } = useSession();
  const share = useProfileShare(state.status === 'ready' && target?.by !== 'me' ? state.profile : null);

  if (state.status === 'loading') {
    return (
      <ProfileLayout title={t('page.title')} hideTitle avatar={<LoadingAvatar />} meta={<LoadingMeta />}>
        <LoadingBody />
      </ProfileLayout>
    );
  }
  if (state.status === 'not-found') {
    return (
      <ProfileLayout title={t('states.notFoundTitle')}>
        <NotFoundBody />
      </ProfileLayout>
    );
  }
  if (state.status === 'error') {
    return (
      <ProfileLayout title={t('page.title')}>
        <ProfileErrorBox body={t('states.errorBody')} error={state.error} onRetry={state.retry} />
      </ProfileLayout>
    );
  }

  const { profile } = state;
  // Someone who opens their own public profile sees it as its owner does.
  const own = target?.by === 'me' || (isSignedIn && user?.id === profile.id);
  const name = fullName(profile.name, profile.surname, profile.username);
  return (
    <ProfileLayout
      title={name}
      documentTitle={own ? t('page.ownTitle') : name}
      share={share}
      avatar={<ProfileAvatar profile={profile} />}
      meta={<ProfileMeta profile={profile} />}
      actions={
        <Stack direction={{ base: 'column', md: 'row' }} gap="2" width={{ base: 'full', md: 'auto' }}>
          {own ? null : visitorAction?.(profile)}
          <ProfileActions profile={profile} own={own} />
        </Stack>
      }
    >
      <ProfileDetails
        profile={profile}
        own={own}
        listings={listings}
        availability={availability}
        reviewActions={reviewActions}
      />
    </ProfileLayout>
  );
}
