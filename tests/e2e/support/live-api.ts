import { type APIRequestContext, expect, test } from '@playwright/test';

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
