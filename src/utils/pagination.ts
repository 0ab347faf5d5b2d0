/** Pages are zero-based here and in the calls; people read them one-based. */
export interface PaginationModel {
  current: number;
  total: number;
  /** Zero-based page numbers to show as buttons, a window around the current page. */
  pages: number[];
  isFirst: boolean;
  isLast: boolean;
  previous: number;
  next: number;
  last: number;
}

/** Pagination appears only when there is more than one page. */
export const showsPagination = (totalPages: number | null | undefined): boolean => (totalPages ?? 1) > 1;

/** Keeps a requested page inside 0..total-1 (a hand-edited URL may ask for page 99). */
export const clampPage = (page: number, totalPages: number): number =>
  Math.min(Math.max(0, Math.trunc(page)), Math.max(0, totalPages - 1));

/**
 * The page to move to when the requested one lies outside the pages the answer says exist (a hand-edited or
 * stale `?page=99999`), else null. No pages at all means page 0.
 */
export function pageOutsideRange(page: number, totalPages: number): number | null {
  const clamped = clampPage(page, totalPages);
  return clamped === page ? null : clamped;
}

export function paginationModel(current: number, totalPages: number, windowSize = 5): PaginationModel {
  const total = Math.max(1, Math.trunc(totalPages));
  const page = clampPage(current, total);
  const size = Math.min(windowSize, total);
  const start = Math.min(Math.max(0, page - Math.floor(size / 2)), total - size);
  return {
    current: page,
    total,
    pages: Array.from({ length: size }, (_, index) => start + index),
    isFirst: page === 0,
    isLast: page === total - 1,
    previous: Math.max(0, page - 1),
    next: Math.min(total - 1, page + 1),
    last: total - 1,
  };
}
