import type { LessonRequest, LessonRequestStatus } from '@/generated/api/model';

/** The order statuses are shown in: what still needs an answer first, then the answers, then the rest. */
export const STATUS_ORDER = [
  'PENDING',
  'APPROVED',
  'COMPLETED',
  'NO_SHOW',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
] as const satisfies readonly LessonRequestStatus[];

export type StatusFilter = LessonRequestStatus | 'all';

export const STATUS_FILTERS: readonly StatusFilter[] = [...STATUS_ORDER, 'all'];

/** Chakra colour palette of each status badge (text and background meet 4.5:1 in both modes as `subtle`). */
export const STATUS_PALETTE: Record<LessonRequestStatus, string> = {
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
  COMPLETED: 'blue',
  NO_SHOW: 'gray',
};

/** How many requests are in each status, and in all. */
export function countByStatus(requests: readonly LessonRequest[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = {
    all: requests.length,
    PENDING: 0,
    APPROVED: 0,
    REJECTED: 0,
    CANCELLED: 0,
    EXPIRED: 0,
    COMPLETED: 0,
    NO_SHOW: 0,
  };
  for (const request of requests) if (request.status in counts) counts[request.status] += 1;
  return counts;
}

/** Newest first (the server's order, kept when dates tie), pending ones on top in the unfiltered view. */
export function filterRequests(requests: readonly LessonRequest[], filter: StatusFilter): LessonRequest[] {
  if (filter !== 'all') return requests.filter((request) => request.status === filter);
  return [...requests].sort((a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'));
}

/** The list with one request replaced by the server's newer copy (a request not in the list is added on top). */
export function replaceRequest(list: readonly LessonRequest[], updated: LessonRequest): LessonRequest[] {
  return list.some((request) => request.id === updated.id)
    ? list.map((request) => (request.id === updated.id ? updated : request))
    : [updated, ...list];
}

/** The student's still-pending request for a listing, if there is one (one open request per listing). */
export function pendingRequestFor(
  requests: readonly LessonRequest[] | undefined,
  listingId: number,
): LessonRequest | undefined {
  return requests?.find((request) => request.announcementId === listingId && request.status === 'PENDING');
}

/** A list read defensively: an answer without its array counts as empty rather than crashing the screen. */
export const requestsOf = (answer: { data?: unknown } | undefined): LessonRequest[] =>
  Array.isArray(answer?.data) ? (answer.data as LessonRequest[]) : [];
