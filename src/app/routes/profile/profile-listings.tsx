import { TeacherOtherListings } from '@/features/listings/components/teacher-other-listings';
import { WeekGridSection } from '@/features/availability/components/week-grid';
import type { AvailabilitySlot, ListingsSlot } from '@/features/profiles/components/profile-view';

/** A teacher's listings on a profile screen: the listings feature's list, with the profile's own labels. */
export const profileListings: ListingsSlot = (teacherId, { heading, emptyText }) => (
  <TeacherOtherListings teacherId={teacherId} heading={heading} emptyText={emptyText} />
);

/** A teacher's week ('Müsaitlik') on a profile screen, from the availability feature. */
export const profileAvailability: AvailabilitySlot = (teacherId) => <WeekGridSection teacherId={teacherId} />;
