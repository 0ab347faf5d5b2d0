import { z } from 'zod';
import {
  getReplyToReviewMockHandler,
  getUpdateReviewReplyMockHandler,
} from '../../src/generated/api/review-replies/review-replies.msw';
import {
  getCreateReviewMockHandler,
  getGetTeacherReviewsMockHandler,
} from '../../src/generated/api/reviews/reviews.msw';
import { CreateReviewBody } from '../../src/generated/zod/reviews/reviews.zod';
import { paginate, readPaging } from '../db/paging';
import { createReview } from '../db/services/listings';
import { replyToReview, reviewsOf, updateReviewReply } from '../db/services/reviews';
import { toReview } from '../db/views/reviews';
import { idParam, ok, readBody, requireUser, withDb } from './http';
import { withUserText } from './user-text';

const REVIEW_PAGE_SIZE = 10;

/*
 * The answer's body is read loosely (any string) and its length checked by the service after the text rule
 * and trimming, so a text that is too short or too long gets the rule in Turkish, not a schema's field error.
 */
const ReplyBody = z.object({ text: z.string() });

/** A teacher's reviews (public, in the asked order), a student's review, and the teacher's answer to one. */
export const reviewHandlers = [
  getGetTeacherReviewsMockHandler(
    withDb(({ request, params, db }) => {
      const teacherId = idParam(params.teacherId);
      const url = new URL(request.url);
      const { page, size } = readPaging(url, REVIEW_PAGE_SIZE);
      const result = paginate(reviewsOf(db, teacherId, url.searchParams.get('sort')), page, size);
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
  getReplyToReviewMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const id = idParam(params.id);
      const { text } = await readBody(request, ReplyBody);
      return ok(toReview(await replyToReview(db, user, id, text)), 'Yanıtınız yayımlandı.');
    }),
  ),
  getUpdateReviewReplyMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const id = idParam(params.id);
      const { text } = await readBody(request, ReplyBody);
      return ok(toReview(await updateReviewReply(db, user, id, text)), 'Yanıtınız güncellendi.');
    }),
  ),
];
