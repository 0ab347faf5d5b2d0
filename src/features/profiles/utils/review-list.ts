import type { Review, ReviewPage } from '@/generated/api/model';
import { unwrapPage } from '@/lib/api/nested-data';

/** A page of reviews as sent in `data` (or nested once more); null when the answer holds no list. */
export const readReviewPage = (data: unknown): ReviewPage | null =>
  unwrapPage(data as ReviewPage | null | undefined);

/**
 * The page to load after page `index`: more come while `last` is false. A server that leaves `last` out is
 * read by its page count; without either, the page in hand is the last.
 */
export function nextReviewPage(page: ReviewPage | null, index: number): number | undefined {
  if (page === null) return undefined;
  if (typeof page.last === 'boolean') return page.last ? undefined : index + 1;
  return page.totalPages !== undefined && index + 1 < page.totalPages ? index + 1 : undefined;
}

/**
 * The reviews of all loaded pages in order, each once: a review written while the visitor reads shifts the
 * pages by one, and the next page then repeats the last review of the one before. Null when a page is not a
 * page at all (the screen shows its error view).
 */
export function collectReviews(pages: readonly unknown[]): Review[] | null {
  const seen = new Set<number>();
  const reviews: Review[] = [];
  for (const data of pages) {
    const page = readReviewPage(data);
    if (page === null) return null;
    for (const review of page.content) {
      if (seen.has(review.id)) continue;
      seen.add(review.id);
      reviews.push(review);
    }
  }
  return reviews;
}

/** The rating as five stars, filled for each point ('★★★★☆'); out-of-range values are clamped. */
export function starText(rating: number): string {
  const filled = Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.round(rating))) : 0;
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}
