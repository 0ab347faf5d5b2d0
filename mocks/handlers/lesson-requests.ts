import {
  getApproveLessonRequestMockHandler,
  getCancelLessonRequestMockHandler,
  getCreateLessonRequestMockHandler,
  getGetLessonRequestMockHandler,
  getGetMyLessonRequestsMockHandler,
  getRejectLessonRequestMockHandler,
} from '../../src/generated/api/lesson-requests/lesson-requests.msw';
import {
  getCreateReviewMockHandler,
  getGetTeacherReviewsMockHandler,
} from '../../src/generated/api/reviews/reviews.msw';
import {
  CreateLessonRequestBody,
  GetMyLessonRequestsQueryParams,
  RejectLessonRequestBody,
} from '../../src/generated/zod/lesson-requests/lesson-requests.zod';
import { CreateReviewBody } from '../../src/generated/zod/reviews/reviews.zod';
import type { Db } from '../db/collections';
import { newestFirst, paginate, readPaging } from '../db/paging';
import {
  createLessonRequest,
  decideLessonRequest,
  requestsOf,
  requireStudentSender,
  visibleRequest,
} from '../db/services/lesson-requests';
import { createReview } from '../db/services/listings';
import { toReview } from '../db/views/catalog';
import { toLessonRequest } from '../db/views/requests';
import { failure, idParam, ok, readBody, requireUser, withDb } from './http';
import { withUserText } from './user-text';

const REVIEW_PAGE_SIZE = 10;

/** Optional JSON body (a rejection may come without one). */
async function optionalReason(request: Request): Promise<string | null> {
  if (!(await request.clone().text()).trim()) return null;
  return (await readBody(request, RejectLessonRequestBody)).reason ?? null;
}

const DECIDED = {
  approve: 'Ders talebi onaylandı.',
  reject: 'Ders talebi reddedildi.',
  cancel: 'Ders talebiniz geri çekildi.',
} as const;

/** Approve and reject by the request's teacher, cancel by its student; a rejection may carry a reason. */
async function decide(db: Db, request: Request, id: number, action: keyof typeof DECIDED) {
  const user = requireUser(db, request);
  const decision = action === 'reject' ? { action, reason: await optionalReason(request) } : { action };
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

  getGetTeacherReviewsMockHandler(
    withDb(({ request, params, db }) => {
      const teacherId = idParam(params.teacherId);
      const { page, size } = readPaging(new URL(request.url), REVIEW_PAGE_SIZE);
      const result = paginate(
        db.reviews.findMany((q) => q.where({ teacherId })).sort(newestFirst),
        page,
        size,
      );
      return ok({ ...result, content: result.content.map(toReview) });
    }),
  ),
  getCreateReviewMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      return ok(
        toReview(
          await createReview(
            db,
            user,
            await readBody(request, withUserText(CreateReviewBody, { multiline: ['comment'] })),
          ),
        ),
        'Teşekkürler!',
      );
    }),
  ),
];
