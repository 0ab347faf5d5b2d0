import { z } from 'zod';
import { reviewReplyWriteTextMax, reviewReplyWriteTextMin } from '@/generated/zod/components/index.zod';
import { userTextField } from '@/lib/validation/user-text-field';

/** The contract's limits of a teacher's answer: 10 to 500 characters. */
export const REPLY_TEXT_MIN = reviewReplyWriteTextMin;
export const REPLY_TEXT_MAX = reviewReplyWriteTextMax;

/**
 * The answer form: the text as the one text rule leaves it (no control or bidi characters), counted without
 * the spaces around it, 10–500 characters; the mock counts the same way and refuses the rest.
 */
export const replySchema = z.object({
  text: userTextField({
    multiline: true,
    min: REPLY_TEXT_MIN,
    max: REPLY_TEXT_MAX,
    messages: {
      required: 'reviews:reply.textRequired',
      min: 'reviews:reply.textMin',
      max: 'reviews:reply.textMax',
    },
    stopWhenEmpty: true,
  }),
});

export type ReplyFormInput = z.input<typeof replySchema>;
export type ReplyFormValues = z.output<typeof replySchema>;

/** Whether an answer may still be edited at `now` (its `editableUntil`, 24 hours after it was written). */
export function isReplyEditable(reply: { editableUntil: string } | null | undefined, now: number): boolean {
  if (!reply) return false;
  const until = Date.parse(reply.editableUntil);
  return Number.isFinite(until) && now < until;
}
