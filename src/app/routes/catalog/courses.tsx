import { CoursesPage } from '@/features/listings/components/courses-page';

/** `/courses`: every listing, paged, with the category filter. */
export function Component() {
  return <CoursesPage />;
}
