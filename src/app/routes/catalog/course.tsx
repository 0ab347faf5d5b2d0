import { useParams } from 'react-router-dom';
import { CourseDetail } from '@/features/listings/components/course-detail';

/** `/courses/:id`: one listing. Keyed by id, so moving to another listing starts from a clean state. */
export function Component() {
  const { id = '' } = useParams();
  return <CourseDetail key={id} idParam={id} />;
}
