import { useParams } from 'react-router-dom';
import { LessonRequestScreen } from '@/features/lesson-requests/components/lesson-request-screen';
import { RequestReview } from '@/features/reviews/components/request-review';
import type { LessonRequest } from '@/generated/api/model';

const idFrom = (param: string | undefined): number | null =>
  param !== undefined && /^\d+$/.test(param) ? Number(param) : null;

/** The reviews feature's part: the student of an approved request reviews it here. */
const reviewSlot = (request: LessonRequest) => <RequestReview request={request} />;

/** /lesson-requests/:id: one lesson request for its student or its teacher (signed in; the guard is in the route table). */
export function Component() {
  const { id } = useParams();
  return <LessonRequestScreen id={idFrom(id)} reviewSlot={reviewSlot} />;
}
