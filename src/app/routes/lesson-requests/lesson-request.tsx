import { useParams } from 'react-router-dom';
import { LessonRequestScreen } from '@/features/lesson-requests/components/lesson-request-screen';

const idFrom = (param: string | undefined): number | null =>
  param !== undefined && /^\d+$/.test(param) ? Number(param) : null;

/** /lesson-requests/:id: one lesson request for its student or its teacher (signed in; the guard is in the route table). */
export function Component() {
  const { id } = useParams();
  return <LessonRequestScreen id={idFrom(id)} />;
}
