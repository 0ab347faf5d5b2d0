import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/*
 * The live specs' side door: the standalone mock server's API read directly (its answers' `data`), a listing
 * a student may still ask about, and a fresh db before each test (they share one server, in turns).
 */

export interface LiveListing {
  id: number;
  title: string;
  lessonMode: string;
}
interface RequestSummary {
  announcementId: number;
  status: string;
}

/** The `data` of a GET, failing the test on anything but 2xx. */
export async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The `data` of a POST, PUT or DELETE, failing the test on anything but 2xx. */
export async function apiSend<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** An access token of a seeded account, through the sign-in call (the demo password). */
export async function apiToken(
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const session = await apiSend<{ accessToken: string }>(request, 'POST', '/v1/auth/login', {
    body: { usernameOrEmail: login, password },
  });
  return session.accessToken;
}

/** The student asks for a lesson from the listing and the teacher approves it, both through the API. */
export async function approvedRequest(
  request: APIRequestContext,
  {
    announcementId,
    studentToken,
    teacherToken,
  }: { announcementId: number; studentToken: string; teacherToken: string },
): Promise<void> {
  const created = await apiSend<{ id: number }>(request, 'POST', '/v1/lesson-requests/create', {
    token: studentToken,
    body: { announcementId, message: 'Merhaba hocam, derslerinize katılmak isterim.' },
  });
  await apiSend(request, 'PUT', `/v1/lesson-requests/${created.id}/approve`, { token: teacherToken });
}

/** A listing of the teacher, matching `wanted`, the student has no open request for (so the form is offered). */
export async function listingToRequest(
  request: APIRequestContext,
  { teacherId, studentToken }: { teacherId: number; studentToken: string },
  wanted: (listing: LiveListing) => boolean = () => true,
): Promise<LiveListing> {
  const listings = await apiGet<LiveListing[] | { content: LiveListing[] }>(
    request,
    `/v1/announcements/teacher/${teacherId}`,
  );
  const mine = await apiGet<RequestSummary[]>(request, '/v1/lesson-requests/my', studentToken);
  const open = new Set(mine.filter((r) => r.status === 'PENDING').map((r) => r.announcementId));
  const all = Array.isArray(listings) ? listings : listings.content;
  const free = all.find((listing) => wanted(listing) && !open.has(listing.id));
  expect(free, 'the teacher has a listing the student has not asked about yet').toBeTruthy();
  return free!;
}

/** Every test of the calling spec starts from the seeded db. */
export function resetMockDbBeforeEach(): void {
  test.beforeEach(async ({ request }) => {
    expect((await request.post('/__mock/reset')).ok()).toBe(true);
  });
}
