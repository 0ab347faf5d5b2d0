import { z } from 'zod';
import { reviewCreateCommentMax, reviewCreateCommentMin } from '@/generated/zod/components/index.zod';
import { userTextField } from '@/lib/validation/user-text-field';

/** The contract's comment limits: 10 to 500 characters. */
export const REVIEW_COMMENT_MIN = reviewCreateCommentMin;
export const REVIEW_COMMENT_MAX = reviewCreateCommentMax;

/** The five ratings a student may give, 1 (lowest) to 5. */
export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review form: a rating of 1–5 must be chosen, and the comment, as the one text rule leaves it (no control
 * or bidi characters) and counted without the spaces around it (a comment of spaces says nothing), must be
 * 10–500 characters. Each rule has its own Turkish message.
 */
const RATING_REQUIRED = 'reviews:form.ratingRequired';

export const reviewSchema = z.object({
  rating: z
    .number()
    .int()
    .min(1)
    .max(5)
    .nullable()
    // Nothing chosen yet is the form's empty state; one message for every way the rating is missing.
    .transform((rating, context) => {
      if (rating !== null) return rating;
      context.addIssue({ code: 'custom', message: RATING_REQUIRED });
      return z.NEVER;
    }),
  comment: userTextField({
    multiline: true,
    min: REVIEW_COMMENT_MIN,
    max: REVIEW_COMMENT_MAX,
    messages: {
      required: 'reviews:form.commentRequired',
      min: 'reviews:form.commentMin',
      max: 'reviews:form.commentMax',
    },
    stopWhenEmpty: true,
  }),
});

export type ReviewFormInput = z.input<typeof reviewSchema>;
export type ReviewFormValues = z.output<typeof reviewSchema>;

export const emptyReviewValues: ReviewFormInput = { rating: null, comment: '' };
