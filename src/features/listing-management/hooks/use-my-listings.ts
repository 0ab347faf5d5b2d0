import { useGetAnnouncementsByTeacher } from '@/generated/api/announcements/announcements';
import { unwrapPage } from '@/lib/api/nested-data';

/** The contract's largest page: a teacher's own listings fit in one (the mock's default page is 10). */
export const MY_LISTINGS_PAGE_SIZE = 100;

/** The signed-in teacher's listings, newest first, through GET /v1/announcements/teacher/{teacherId}. */
export function useMyListings(teacherId: number) {
  const query = useGetAnnouncementsByTeacher(teacherId, { size: MY_LISTINGS_PAGE_SIZE });
  const page = unwrapPage(query.data?.data);
  return {
    // A page without its list is shown as unreadable, never as loading (answer-shape rule).
    listings: page?.content ?? null,
    isPending: query.isPending,
    error: query.error ?? (query.isSuccess && !page ? new Error('unreadable page') : null),
    retry: () => void query.refetch(),
  };
}
