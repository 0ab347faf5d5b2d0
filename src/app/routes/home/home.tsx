import { HomePage } from '@/features/home/components/home-page';
import { HomeSearch } from '@/features/search-suggest/components/home-search';
import { ListingCard } from '@/features/listings/components/listing-card';
import { TeacherCard } from '@/features/teachers/components/teacher-card';

/** `/`: the home feature, with the teachers' and listings' cards and the search box composed in (features never import each other). */
export function Component() {
  return (
    <HomePage
      renderTeacher={(teacher) => <TeacherCard teacher={teacher} />}
      renderListing={(listing) => <ListingCard listing={listing} />}
      search={<HomeSearch />}
    />
  );
}
