import { useParams } from 'react-router-dom';
import { CategoryListings } from '@/features/listings/components/category-listings';

/** `/category/:category`: a category by name or id, and its listings. */
export function Component() {
  const { category = '' } = useParams();
  return <CategoryListings key={category} param={category} />;
}
