import type { Query } from '@tanstack/react-query';

/**
 * The cached answers a new review changes: the teacher's reviews, every profile (by id or username), every
 * shape that carries a teacher card's average and count (directory, filter, home, saved teachers) and the
 * student's lesson requests (the request now carries its reviewId). Generated query keys start with the
 * request path (the infinite ones after an 'infinite' marker), so a path prefix finds them.
 */
const CHANGED_PATHS = [
  '/v1/reviews/teacher/',
  '/v1/user/profile/',
  '/v1/teacher/',
  '/v1/saved-teachers',
  '/v1/lesson-requests/',
];

export function changedByReview(query: Pick<Query, 'queryKey'>): boolean {
  return query.queryKey.some(
    (part) => typeof part === 'string' && CHANGED_PATHS.some((path) => part.startsWith(path)),
  );
}
