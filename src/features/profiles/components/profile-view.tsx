import { Avatar, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/generated/api/model';
import { initials } from '@/lib/people/initials';
import { fullName } from '@/lib/people/full-name';
import { isTeacher } from '@/lib/people/roles';
import { ProfileAbout } from './profile-about';
import { ProfileContact } from './profile-contact';
import { ProfileStats } from './profile-stats';
import { type ReviewActionsSlot, TeacherReviews } from './teacher-reviews';

/** The teacher's listings come from the listings feature; the route passes them in (features stay apart). */
export type ListingsSlot = (teacherId: number, labels: { heading: string; emptyText: string }) => ReactNode;
/** The teacher's week ('Müsaitlik') comes from the availability feature the same way. */
export type AvailabilitySlot = (teacherId: number) => ReactNode;

/** The photo, or the initials of name and surname as on the teacher card. */
export function ProfileAvatar({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  return (
    <Avatar.Root size="2xl" width="28" height="28" fontSize="3xl" colorPalette="brand" flexShrink={0}>
      <Avatar.Fallback>{initials(profile.name, profile.surname)}</Avatar.Fallback>
      {profile.profileImageUrl ? (
        <Avatar.Image
          src={profile.profileImageUrl}
          alt={t('header.photoAlt', { name: fullName(profile.name, profile.surname, profile.username) })}
        />
      ) : null}
    </Avatar.Root>
  );
}

interface ProfileDetailsProps {
  profile: UserProfile;
  /** The signed-in user's own profile: their contact details are shown. */
  own: boolean;
  listings?: ListingsSlot;
  availability?: AvailabilitySlot;
  /** Under each review on one's own profile: the reviews feature's 'Yanıtla' and 'Düzenle'. */
  reviewActions?: ReviewActionsSlot;
}

/**
 * Everything under the basic card: for a teacher the biography, subjects, figures, week, listings and reviews;
 * for a student nothing more. The owner also sees their contact details.
 */
export function ProfileDetails({ profile, own, listings, availability, reviewActions }: ProfileDetailsProps) {
  const { t } = useTranslation('profile');
  const contact = own ? <ProfileContact profile={profile} /> : null;
  if (!isTeacher(profile.role)) return contact;

  return (
    <>
      <ProfileStats profile={profile} />
      {contact ? (
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <ProfileAbout profile={profile} />
          {contact}
        </Grid>
      ) : (
        <ProfileAbout profile={profile} />
      )}
      {availability?.(profile.id)}
      {listings?.(profile.id, {
        heading: t(own ? 'listings.ownTitle' : 'listings.title'),
        emptyText: t(own ? 'listings.ownEmpty' : 'listings.empty'),
      })}
      <TeacherReviews
        teacherId={profile.id}
        own={own}
        distribution={profile.ratingDistribution}
        totalReviews={profile.totalReviews}
        reviewActions={own ? reviewActions : undefined}
      />
    </>
  );
}
