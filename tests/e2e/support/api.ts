import type { Page } from '@playwright/test';

/*
 * Calls to the mock API made from inside the page (same origin, answered by the page's mock worker and written
 * to this browser's own mock db), as a demo account named by its long-lived token (mocks/db/demo.ts).
 */

async function call<T>(page: Page, token: string, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ token, method, path, body }) => {
      const answer = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await answer.json()) as T;
    },
    { token, method, path, body },
  );
}

/**
 * The student (by token) asks for a lesson on each of the teacher's listings it has no open request for, up to
 * `count` of them; the new requests' ids, newest last. Each one also notifies the teacher (unread).
 */
export async function sendRequestsAs(
  page: Page,
  { token, teacherId, count }: { token: string; teacherId: number; count: number },
): Promise<number[]> {
  const listings = await call<{ data: { content: { id: number }[] } }>(
    page,
    token,
    'GET',
    `/v1/announcements/teacher/${teacherId}?page=0&size=100`,
  );
  const ids: number[] = [];
  for (const { id } of listings.data.content) {
    if (ids.length === count) break;
    const created = await call<{ success: boolean; data: { id: number } | null }>(
      page,
      token,
      'POST',
      '/v1/lesson-requests/create',
      {
        announcementId: id,
        message: 'Merhaba hocam, sınava hazırlanıyorum; haftada iki ders istiyorum.',
        preferredDays: ['TUESDAY'],
        preferredTimeRanges: ['EVENING'],
      },
    );
    // Refused when the student already has an open request for that listing: the next one is tried.
    if (created.success && created.data) ids.push(created.data.id);
  }
  if (ids.length < count) throw new Error(`only ${ids.length} of ${count} requests could be sent`);
  return ids;
}

/** Marks read all but `keep` of the account's unread notifications; how many are left unread. */
export async function keepUnread(page: Page, token: string, keep: number): Promise<number> {
  const list = await call<{ data: { id: number; read: boolean }[] }>(page, token, 'GET', '/v1/notifications');
  const unread = list.data.filter((notification) => !notification.read);
  for (const { id } of unread.slice(keep)) await call(page, token, 'PUT', `/v1/notifications/${id}/read`);
  return Math.min(keep, unread.length);
}

export interface ListingSummary {
  id: number;
  title: string;
  lessonMode: string;
}

/**
 * The teacher's listings (one page of 100, the contract's largest) that the student (by token) has never sent a
 * request for, in the server's order: a journey that sends a request needs a listing with no earlier one.
 */
export async function untouchedListings(
  page: Page,
  { token, teacherId }: { token: string; teacherId: number },
): Promise<ListingSummary[]> {
  const mine = await call<{ data: { announcementId: number }[] }>(
    page,
    token,
    'GET',
    '/v1/lesson-requests/my',
  );
  const asked = new Set(mine.data.map((request) => request.announcementId));
  const listings = await call<{ data: { content: ListingSummary[] } }>(
    page,
    token,
    'GET',
    `/v1/announcements/teacher/${teacherId}?page=0&size=100`,
  );
  return listings.data.content.filter((listing) => !asked.has(listing.id));
}

/** The first of `untouchedListings` that `accept` takes; fails the journey when there is none. */
export async function untouchedListing(
  page: Page,
  who: { token: string; teacherId: number },
  accept: (listing: ListingSummary) => boolean = () => true,
): Promise<ListingSummary> {
  const listing = (await untouchedListings(page, who)).find(accept);
  if (!listing) throw new Error(`no listing of teacher ${who.teacherId} is free of the student’s requests`);
  return listing;
}

export interface RequestSummary {
  id: number;
  announcementId: number;
  teacherId: number;
  status: string;
}

/** The account's lesson requests (sent by a student, received by a teacher), optionally of one status. */
export async function myRequests(page: Page, token: string, status?: string): Promise<RequestSummary[]> {
  const query = status ? `?status=${status}` : '';
  return (await call<{ data: RequestSummary[] }>(page, token, 'GET', `/v1/lesson-requests/my${query}`)).data;
}

/** The teacher (by token) approves one of their pending lesson requests; contacts are shared from then on. */
export async function approveRequest(page: Page, token: string, requestId: number): Promise<void> {
  const answer = await call<{ success: boolean }>(
    page,
    token,
    'PUT',
    `/v1/lesson-requests/${requestId}/approve`,
  );
  if (!answer.success) throw new Error(`request ${requestId} was not approved`);
}
