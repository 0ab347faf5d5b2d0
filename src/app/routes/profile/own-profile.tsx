import { ProfilePage } from '@/features/profiles/components/profile-page';
import { profileAvailability, profileListings, profileReviewActions } from './profile-listings';
import { WithSafetyEntries } from '@/app/layout/safety-entry-slot';

/** /profile: the signed-in user's own profile (the router's RequireSignIn keeps guests out). */
export function Component() {
  return (
    <WithSafetyEntries>
      <ProfilePage
        target={{ by: 'me' }}
        listings={profileListings}
        availability={profileAvailability}
        reviewActions={profileReviewActions}
      />
    </WithSafetyEntries>
  );
}
