import { useSearchParams } from 'react-router-dom';
import { NewLessonRequestScreen } from '@/features/lesson-requests/components/new-lesson-request-screen';

const idFrom = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** /lesson-requests/new?listingId=… or ?teacherId=…: the request form (signed in; the guard is in the route table). */
export function Component() {
  const [params] = useSearchParams();
  const listingId = idFrom(params.get('listingId'));
  const teacherId = idFrom(params.get('teacherId'));
  // Keyed by the target, so a new target starts a fresh form.
  return (
    <NewLessonRequestScreen key={`${listingId}-${teacherId}`} listingId={listingId} teacherId={teacherId} />
  );
}
