import {
  getCreateReviewMockHandler,
  getGetTeacherReviewsMockHandler,
} from '../../src/generated/api/reviews/reviews.msw';
import { CreateReviewBody } from '../../src/generated/zod/reviews/reviews.zod';
import { newestFirst, paginate, readPaging } from '../db/paging';
import { createReview } from '../db/services/listings';
import { toReview } from '../db/views/catalog';
import { idParam, ok, readBody, requireUser, withDb } from './http';
import { withUserText } from './user-text';

const REVIEW_PAGE_SIZE = 10;

/** A teacher's reviews (public) and a student's review of a lesson; the rules live in the db services. */
export const reviewHandlers = [
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
