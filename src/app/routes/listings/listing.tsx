import { useParams } from 'react-router-dom';
import { ListingDetail } from '@/features/listings/components/listing-detail';

/** `/courses/:id`: one listing. Keyed by id, so moving to another listing starts from a clean state. */
export function Component() {
  const { id = '' } = useParams();
  return <ListingDetail key={id} idParam={id} />;
}
