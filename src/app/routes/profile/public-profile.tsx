import { useParams } from 'react-router-dom';
import { ProfilePage } from '@/features/profiles/components/profile-page';
import { profileTarget, targetKey } from '@/features/profiles/utils/profile-target';
import { SaveTeacherButton } from '@/features/saved-teachers/components/save-teacher-button';
import type { Teacher, UserProfile } from '@/generated/api/model';
import { isTeacher } from '@/lib/people/roles';
import { profileAvailability, profileListings, profileReviewActions } from './profile-listings';

/** The card a saved teacher shows as until the saved list is fetched again, from the profile's own fields. */
const teacherCard = (profile: UserProfile): Teacher => ({
  id: profile.id,
  name: profile.name,
  surName: profile.surname,
  username: profile.username,
  profileImage: profile.profileImageUrl ?? null,
  averageRating: profile.averageRating ?? null,
  totalReviews: profile.totalReviews ?? 0,
  completedLessons: profile.completedLessons ?? null,
  location: profile.city && profile.district ? `${profile.city}/${profile.district}` : null,
});

/** A teacher's profile offers the saved-teachers heart beside 'Mesaj Gönder'. */
const saveAction = (profile: UserProfile) =>
  isTeacher(profile.role) ? (
    <SaveTeacherButton teacher={teacherCard(profile)} size="md" width={{ base: 'full', md: 'auto' }} />
  ) : null;

/**
 * Serves /profile/:identifier, /profile/id/:userId and /profile/username/:username. Keyed by the person, so
 * moving from one profile to another starts from a clean state.
 */
export function Component() {
  const target = profileTarget(useParams());
  return (
    <ProfilePage
      key={targetKey(target)}
      target={target}
      listings={profileListings}
      availability={profileAvailability}
      reviewActions={profileReviewActions}
      visitorAction={saveAction}
    />
  );
}
