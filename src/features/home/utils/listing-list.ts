import type {
  Announcement,
  CategoryAnnouncementPageResponseData,
  CategoryListResponseData,
  Category,
} from '@/generated/api/model';

/** Spec section 7: categories come as an array or wrapped once more as `{ data: [...] }`. */
export function categoryList(data: CategoryListResponseData | null | undefined): Category[] {
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}

/** Spec section 7: a category's listings are `data.content`, or nested once more as `data.data.content`. */
export function categoryListings(
  data: CategoryAnnouncementPageResponseData | null | undefined,
): Announcement[] {
  if (!data) return [];
  if ('content' in data && Array.isArray(data.content)) return data.content;
  if ('data' in data && Array.isArray(data.data?.content)) return data.data.content;
  return [];
}
