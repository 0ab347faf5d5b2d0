import type { Category, CategoryListResponseData } from '@/generated/api/model';

/** Spec section 7: categories come as an array or wrapped once more as `{ data: [...] }`. */
export function categoryList(data: CategoryListResponseData | null | undefined): Category[] {
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}
