import {
  getApproveLessonRequestMockHandler,
  getCancelLessonRequestMockHandler,
  getCreateLessonRequestMockHandler,
  getGetLessonRequestMockHandler,
  getGetMyLessonRequestsMockHandler,
  getMarkLessonHeldMockHandler,
  getMarkLessonNotHeldMockHandler,
  getRejectLessonRequestMockHandler,
  getSetFirstLessonMockHandler,
} from '../../src/generated/api/lesson-requests/lesson-requests.msw';
import {
  ApproveLessonRequestBody,
  CreateLessonRequestBody,
  GetMyLessonRequestsQueryParams,
  MarkLessonNotHeldBody,
  RejectLessonRequestBody,
  SetFirstLessonBody,
} from '../../src/generated/zod/lesson-requests/lesson-requests.zod';
import type { Db } from '../db/collections';
import {
  createLessonRequest,
  decideLessonRequest,
  requestsOf,
  requireStudentSender,
  visibleRequest,
} from '../db/services/lesson-requests';
import { markLesson, scheduleFirstLesson } from '../db/services/lessons';
import { toLessonRequest } from '../db/views/requests';
import { failure, idParam, ok, readBody, requireUser, withDb } from './http';
import { mockClockHandlers } from './mock-clock';
import { withUserText } from './user-text';

/** Optional JSON body (a rejection may come without one). */
async function optionalReason(request: Request): Promise<string | null> {
  if (!(await request.clone().text()).trim()) return null;
  return (await readBody(request, RejectLessonRequestBody)).reason ?? null;
}

/** An approval's optional first-lesson time (the body may be absent). */
async function optionalFirstLesson(request: Request): Promise<string | null> {
  if (!(await request.clone().text()).trim()) return null;
  return (await readBody(request, ApproveLessonRequestBody)).firstLessonAt ?? null;
}

const DECIDED = {
  approve: 'Ders talebi onaylandı.',
  reject: 'Ders talebi reddedildi.',
  cancel: 'Ders talebiniz geri çekildi.',
} as const;

/** Approve and reject by the request's teacher, cancel by its student; a rejection may carry a reason. */
async function decide(db: Db, request: Request, id: number, action: keyof typeof DECIDED) {
  const user = requireUser(db, request);
  const decision =
    action === 'reject'
      ? { action, reason: await optionalReason(request) }
      : action === 'approve'
        ? { action, firstLessonAt: await optionalFirstLesson(request) }
        : { action };
  const updated = await decideLessonRequest(db, user, id, decision);
  return ok(toLessonRequest(db, updated), DECIDED[action]);
}

// `/my` and `/create` come before `/:id`.
export const lessonRequestHandlers = [
  getGetMyLessonRequestsMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const parsed = GetMyLessonRequestsQueryParams.safeParse(query);
      if (!parsed.success) failure(400, 'Geçersiz talep durumu.');
      return ok((await requestsOf(db, user, parsed.data.status)).map((r) => toLessonRequest(db, r)));
    }),
  ),
  getCreateLessonRequestMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      // The role is refused before the body is read: a teacher gets the rule, not a field error.
      requireStudentSender(user);
      const created = await createLessonRequest(
        db,
        user,
        await readBody(request, withUserText(CreateLessonRequestBody, { multiline: ['message'] })),
      );
      return ok(toLessonRequest(db, created), 'Ders talebiniz gönderildi.');
    }),
  ),
  getGetLessonRequestMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      return ok(toLessonRequest(db, await visibleRequest(db, user, idParam(params.id))));
    }),
  ),
  getApproveLessonRequestMockHandler(
    withDb(({ request, params, db }) => decide(db, request, idParam(params.id), 'approve')),
  ),
  getRejectLessonRequestMockHandler(
    withDb(({ request, params, db }) => decide(db, request, idParam(params.id), 'reject')),
  ),
  getCancelLessonRequestMockHandler(
    withDb(({ request, params, db }) => decide(db, request, idParam(params.id), 'cancel')),
  ),
  getSetFirstLessonMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const { firstLessonAt } = await readBody(request, SetFirstLessonBody);
      const updated = await scheduleFirstLesson(db, user, idParam(params.id), firstLessonAt);
      return ok(toLessonRequest(db, updated), 'İlk ders zamanı kaydedildi.');
    }),
  ),
  getMarkLessonHeldMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const updated = await markLesson(db, user, idParam(params.id), { held: true });
      return ok(toLessonRequest(db, updated), 'Ders yapıldı olarak işaretlendi.');
    }),
  ),
  getMarkLessonNotHeldMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const body = await readBody(request, withUserText(MarkLessonNotHeldBody, { multiline: ['note'] }));
      const updated = await markLesson(db, user, idParam(params.id), { held: false, ...body });
      return ok(toLessonRequest(db, updated), 'Ders yapılmadı olarak işaretlendi.');
    }),
  ),
  ...mockClockHandlers,
];
