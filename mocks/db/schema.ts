import { z } from 'zod';
import { Weekday } from '../../src/generated/api/model/weekday';

/*
 * Record schemas of the mock database: what the fake server stores, normalised (ids, not nested objects).
 * Answers are built from these by mocks/db/views, typed against the generated contract models. Every write
 * through @msw/data is validated against these schemas, so a handler cannot store a malformed record.
 */

const id = z.int().positive();
const isoDate = z.iso.datetime({ offset: true });

export const ROLE_TEACHER = 'ROLE_TEACHER';
export const ROLE_STUDENT = 'ROLE_STUDENT';

/**
 * A document a teacher uploaded for verification. Stored PENDING; the platform's check is simulated by time
 * (mocks/db/services/verification.ts reads it as APPROVED once VERIFICATION_REVIEW_MINUTES have passed).
 */
export const verificationDocumentSchema = z.object({
  id,
  type: z.enum(['IDENTITY', 'DIPLOMA']),
  fileName: z.string(),
  state: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  uploadedAt: isoDate,
  decidedAt: isoDate.nullable(),
  rejectionReason: z.string().nullable(),
});

export const userSchema = z.object({
  id,
  role: z.enum([ROLE_TEACHER, ROLE_STUDENT]),
  username: z.string().min(3),
  email: z.string(),
  phone: z.string().nullable(),
  /** Plain text: this is a fake server whose seeded passwords are documented in mocks/README.md. */
  password: z.string(),
  name: z.string(),
  surname: z.string(),
  emailVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  /** The real server sometimes sends the literal text 'null' or 'null/null'; this reproduces it on a card. */
  locationText: z.string().nullable(),
  createdAt: isoDate,
  // Teachers
  biography: z.string().nullable(),
  experience: z.int().min(0).max(40).nullable(),
  subjectIds: z.array(id),
  completedLessons: z.int().min(0).nullable(),
  /** Identity verified (the directory's "verified only" filter); absent on accounts made before it existed. */
  identityVerified: z.boolean().optional(),
  /** A diploma verified (named beside the identity in the badge's tooltip). */
  diplomaVerified: z.boolean().optional(),
  /** The teacher's verification documents, oldest first; absent when they uploaded none. */
  verificationDocuments: z.array(verificationDocumentSchema).optional(),
  // Students
  examTypeId: id.nullable(),
});

export const categorySchema = z.object({ id, name: z.string(), parentId: id.nullable() });

export const examTypeSchema = z.object({ id, name: z.string(), parentId: id.nullable() });

export const lessonModeSchema = z.enum(['ONLINE', 'IN_PERSON', 'BOTH']);

export const announcementSchema = z.object({
  id,
  teacherId: id,
  categoryId: id,
  title: z.string(),
  description: z.string(),
  price: z.number().min(0),
  lessonMode: lessonModeSchema,
  city: z.string().nullable(),
  district: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
});

/** A teacher's answer to a review; editable for 24 hours after `createdAt` (mocks/db/services/reviews.ts). */
export const reviewReplySchema = z.object({
  text: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
});

export const reviewSchema = z.object({
  id,
  teacherId: id,
  studentId: id.nullable(),
  /** Kept as written at the time ("Elif D."), like a real review survives its author's account. */
  studentName: z.string(),
  lessonRequestId: id.nullable(),
  rating: z.int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: isoDate,
  /** The reviewed teacher's one answer; absent until written (and on reviews saved before answers existed). */
  reply: reviewReplySchema.nullable().optional(),
});

/** What a student may ask for: one of the listing's modes (a BOTH listing lets them choose). */
export const preferredLessonModeSchema = z.enum(['ONLINE', 'IN_PERSON']);
export const weekdaySchema = z.enum(Weekday);
export const timeRangeSchema = z.enum(['MORNING', 'AFTERNOON', 'EVENING']);

export const lessonRequestStatusSchema = z.enum([
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
  'COMPLETED',
  'NO_SHOW',
]);

export const lessonNotHeldReasonSchema = z.enum([
  'STUDENT_ABSENT',
  'TEACHER_ABSENT',
  'POSTPONED',
  'TECHNICAL_PROBLEM',
  'OTHER',
]);

export const lessonRequestSchema = z.object({
  id,
  announcementId: id,
  studentId: id,
  teacherId: id,
  status: lessonRequestStatusSchema,
  message: z.string(),
  preferredLessonMode: preferredLessonModeSchema.nullable(),
  /** No duplicates, in the week's order; empty when the student named none. */
  preferredDays: z.array(weekdaySchema),
  preferredTimeRanges: z.array(timeRangeSchema),
  /** The teacher's weekly ranges the student chose (Istanbul time); empty when they chose days and parts. */
  preferredSlots: z.array(z.object({ day: weekdaySchema, start: z.string(), end: z.string() })).default([]),
  preferredStartDate: z.iso.date().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate.nullable(),
  /** When the teacher approved it (the timeline's step; updatedAt moves on when the lesson is marked). */
  approvedAt: isoDate.nullable().default(null),
  /** The first lesson's instant (with its offset, meant in Istanbul time), once set. */
  firstLessonAt: isoDate.nullable().default(null),
  /** When and by whom (a user id) the lesson was marked held (COMPLETED) or not held (NO_SHOW). */
  lessonMarkedAt: isoDate.nullable().default(null),
  lessonMarkedBy: id.nullable().default(null),
  notHeldReason: lessonNotHeldReasonSchema.nullable().default(null),
  notHeldNote: z.string().nullable().default(null),
  /** The reminders already sent for this request (each once): the lesson tomorrow, the review to write. */
  remindersSent: z.array(z.enum(['LESSON_TOMORROW', 'REVIEW'])).default([]),
});

/** The lesson fields of a request before any lesson: what a new (or a never approved) request stores. */
export const noLesson = (): Pick<
  z.output<typeof lessonRequestSchema>,
  | 'approvedAt'
  | 'firstLessonAt'
  | 'lessonMarkedAt'
  | 'lessonMarkedBy'
  | 'notHeldReason'
  | 'notHeldNote'
  | 'remindersSent'
> => ({
  approvedAt: null,
  firstLessonAt: null,
  lessonMarkedAt: null,
  lessonMarkedBy: null,
  notHeldReason: null,
  notHeldNote: null,
  remindersSent: [],
});

/**
 * A teacher's weekly free hours and absences (one record per teacher; none until they save one). The rules
 * (grid, day bounds, overlaps) are src/lib/availability/schedule.ts; the record only keeps the shapes.
 */
export const availabilitySchema = z.object({
  id,
  teacherId: id,
  weekly: z.array(
    z.object({
      day: weekdaySchema,
      start: z.string().regex(/^\d{2}:\d{2}$/),
      end: z.string().regex(/^\d{2}:\d{2}$/),
    }),
  ),
  absences: z.array(z.object({ from: z.iso.date(), to: z.iso.date() })),
  updatedAt: isoDate,
});

/** A teacher a student saved (one record per pair). */
export const savedTeacherSchema = z.object({
  id,
  studentId: id,
  teacherId: id,
  savedAt: isoDate,
});

/** Who reported what; never shown to anyone but the developer (`/__mock`). One per reporter and item. */
export const reportSchema = z.object({
  id,
  reporterId: id,
  targetType: z.enum(['USER', 'LISTING', 'REVIEW', 'MESSAGE']),
  targetId: id,
  reason: z.enum(['SPAM', 'ABUSE', 'FAKE_PROFILE', 'CONTACT_REQUEST', 'OTHER']),
  text: z.string().nullable(),
  createdAt: isoDate,
});

/** blockerId blocked blockedId: no chat messages and no lesson requests between the two, either way. */
export const blockSchema = z.object({ id, blockerId: id, blockedId: id, createdAt: isoDate });

export const chatRoomSchema = z.object({
  id,
  type: z.enum(['PRIVATE', 'GROUP']),
  /** Group rooms only. */
  name: z.string().nullable(),
  /** The teacher a room is about (private rooms with a teacher, groups a teacher runs: the group's creator). */
  teacherId: id.nullable(),
  /** A group opened for the approved students of this listing (seeded groups have none). */
  announcementId: id.nullish(),
  createdAt: isoDate,
});

export const chatMemberSchema = z.object({
  id,
  chatRoomId: id,
  userId: id,
  /** Messages with a larger id, from others, are unread for this member. */
  lastReadMessageId: z.int().min(0),
});

export const chatMessageSchema = z.object({
  id,
  chatRoomId: id,
  senderId: id,
  content: z.string().min(1),
  timestamp: isoDate,
  /** The sender's own id for the message (SendMessage.clientId): one stored message per sender and clientId. */
  clientId: z.string().nullish(),
});

export const notificationSchema = z.object({
  id,
  userId: id,
  /** CHAT, LESSON_REQUEST and SYSTEM have their own look; REVIEW and ANNOUNCEMENT exercise the default one. */
  type: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  createdAt: isoDate,
  read: z.boolean(),
  relatedId: id.nullable(),
});

/** Opaque tokens: access tokens are short-lived, refresh tokens live in the refresh cookie. */
export const sessionSchema = z.object({
  id,
  token: z.string(),
  kind: z.enum(['access', 'refresh', 'password-reset']),
  userId: id,
  expiresAt: z.number(),
});

export type UserRecord = z.output<typeof userSchema>;
export type CategoryRecord = z.output<typeof categorySchema>;
export type ExamTypeRecord = z.output<typeof examTypeSchema>;
export type AnnouncementRecord = z.output<typeof announcementSchema>;
export type ReviewRecord = z.output<typeof reviewSchema>;
export type ReviewReplyRecord = z.output<typeof reviewReplySchema>;
export type LessonRequestRecord = z.output<typeof lessonRequestSchema>;
export type LessonRequestStatus = z.output<typeof lessonRequestStatusSchema>;
export type LessonModeValue = z.output<typeof lessonModeSchema>;
export type AvailabilityRecord = z.output<typeof availabilitySchema>;
export type SavedTeacherRecord = z.output<typeof savedTeacherSchema>;
export type WeekdayValue = z.output<typeof weekdaySchema>;
export type TimeRangeValue = z.output<typeof timeRangeSchema>;
export type ReportRecord = z.output<typeof reportSchema>;
export type BlockRecord = z.output<typeof blockSchema>;
export type VerificationDocumentRecord = z.output<typeof verificationDocumentSchema>;
export type ChatRoomRecord = z.output<typeof chatRoomSchema>;
export type ChatMemberRecord = z.output<typeof chatMemberSchema>;
export type ChatMessageRecord = z.output<typeof chatMessageSchema>;
export type NotificationRecord = z.output<typeof notificationSchema>;
export type SessionRecord = z.output<typeof sessionSchema>;
