import { useParams } from 'react-router-dom';
import { ProfilePage } from '@/features/profiles/components/profile-page';
import { profileTarget, targetKey } from '@/features/profiles/utils/profile-target';
import { profileListings } from './profile-listings';

/**
 * Serves /profile/:identifier, /profile/id/:userId and /profile/username/:username. Keyed by the person, so
 * moving from one profile to another starts from a clean state.
 */
export function Component() {
  const target = profileTarget(useParams());
  return <ProfilePage key={targetKey(target)} target={target} listings={profileListings} />;
}
