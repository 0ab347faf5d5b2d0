import { TeacherOtherListings } from '@/features/listings/components/teacher-other-listings';
import { WeekGridSection } from '@/features/availability/components/week-grid';
import type { AvailabilitySlot, ListingsSlot } from '@/features/profiles/components/profile-view';
import type { ReviewActionsSlot } from '@/features/profiles/components/teacher-reviews';
import { ReviewReplyActions } from '@/features/reviews/components/review-reply-actions';

/** A teacher's listings on a profile screen: the listings feature's list, with the profile's own labels. */
export const profileListings: ListingsSlot = (teacherId, { heading, emptyText }) => (
  <TeacherOtherListings teacherId={teacherId} heading={heading} emptyText={emptyText} />
);

/** A teacher's week ('Müsaitlik') on a profile screen, from the availability feature. */
export const profileAvailability: AvailabilitySlot = (teacherId) => <WeekGridSection teacherId={teacherId} />;

/** Under each review of a teacher's own profile: 'Yanıtla', then 'Düzenle' for 24 hours (the reviews feature). */
export const profileReviewActions: ReviewActionsSlot = (review) => <ReviewReplyActions review={review} />;
