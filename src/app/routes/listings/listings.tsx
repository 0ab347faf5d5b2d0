import { ListingsPage } from '@/features/listings/components/listings-page';

/** `/courses`: every listing, paged, with the category filter. */
export function Component() {
  return <ListingsPage />;
}
