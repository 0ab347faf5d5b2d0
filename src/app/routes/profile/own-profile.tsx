import { ProfilePage } from '@/features/profiles/components/profile-page';
import { profileAvailability, profileListings, profileReviewActions } from './profile-listings';

/** /profile: the signed-in user's own profile (the router's RequireSignIn keeps guests out). */
export function Component() {
  return (
    <ProfilePage
      target={{ by: 'me' }}
      listings={profileListings}
      availability={profileAvailability}
      reviewActions={profileReviewActions}
    />
  );
}
