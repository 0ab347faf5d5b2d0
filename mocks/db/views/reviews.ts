import type { Review } from '../../../src/generated/api/model';
import type { ReviewRecord } from '../schema';
import { replyEditableUntil } from '../services/reviews';

/** A review as the contract serves it, with the teacher's answer (and until when it may be edited) once written. */
export const toReview = (record: ReviewRecord): Review => ({
  id: record.id,
  teacherId: record.teacherId,
  studentId: record.studentId,
  studentName: record.studentName,
  lessonRequestId: record.lessonRequestId,
  rating: record.rating,
  comment: record.comment,
  createdAt: record.createdAt,
  reply: record.reply ? { ...record.reply, editableUntil: replyEditableUntil(record.reply) } : null,
});
