import { CoursesPage } from '@/features/listings/components/courses-page';

/** `/courses`: every listing, paged, with the category filter (spec section 2). */
export function Component() {
  return <CoursesPage />;
}
