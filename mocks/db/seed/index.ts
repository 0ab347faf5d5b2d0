import { EXAM_TYPES } from '../../data/exam-types';
import { CATEGORIES } from '../../data/subjects';
import type { DbData } from '../collections';
import {
  DEMO_STUDENT,
  DEMO_STUDENT_2,
  DEMO_TEACHER,
  DEMO_TEACHER_2,
  DEMO_TOKEN_EXPIRY,
  DEMO_TOKENS,
  SEED_NOW,
} from '../demo';
import { seedAvailability } from './availability';
import { withVerification } from './verification';
import { createSeedContext } from './context';
import { seedChats } from './chats';
import { seedAnnouncements, seedReviews, withCompletedLessons } from './listings';
import { seedNotifications } from './notifications';
import { seedPeople } from './people';
import { withReplies } from './replies';
import { seedLessonRequests, seedRequestReview } from './requests';
import { seedSavedTeachers } from './saved-teachers';
import { withTeachers } from './scale';

export const DEFAULT_SEED = 20_261_120;

export interface SeedOptions {
  /** The faker seed: the same seed always gives the same data. */
  seed?: number;
  /** The instant dates are relative to (ISO). */
  now?: string;
  /** How many teachers: more than the seed's 60 adds generated ones after it (./scale.ts, for the bench). */
  teachers?: number;
}

/**
 * The whole seeded database as plain data. Deterministic: one faker instance with a fixed seed and the
 * Turkish locale, a fixed "now", and every part generated in a fixed order.
 */
export function buildSeed({ seed = DEFAULT_SEED, now = SEED_NOW, teachers }: SeedOptions = {}): DbData {
  const data = buildDefaultSeed(seed, now);
  return teachers === undefined ? data : withTeachers(data, teachers, seed, now);
}

function buildDefaultSeed(seed: number, now: string): DbData {
  const ctx = createSeedContext(seed, now);
  const people = seedPeople(ctx);
  const teachers = people.users.filter((u) => u.role === 'ROLE_TEACHER');
  const students = people.users.filter((u) => u.role === 'ROLE_STUDENT');

  const announcements = seedAnnouncements(ctx, teachers);
  const reviews = seedReviews(ctx, teachers, students);
  const { requests: lessonRequests, forChats } = seedLessonRequests(ctx, announcements, students);
  const demoStudent = students[0]!;
  reviews.push(seedRequestReview(lessonRequests, demoStudent, reviews.length + 1));
  const users = [...withVerification(ctx, withCompletedLessons(ctx, teachers, reviews)), ...students];

  const chats = seedChats(ctx, users, forChats);
  const notifications = seedNotifications(ctx, { users, announcements, reviews, lessonRequests, chats });

  return {
    users,
    categories: CATEGORIES.map((category) => ({ ...category })),
    examTypes: EXAM_TYPES.map((type) => ({ ...type })),
    announcements,
    reviews: withReplies(reviews),
    lessonRequests,
    savedTeachers: seedSavedTeachers(ctx),
    availability: seedAvailability(ctx, teachers),
    ...chats,
    notifications,
    // Reports and blocks start empty: people make them while they use the app.
    reports: [],
    blocks: [],
    sessions: (
      [
        [DEMO_TOKENS.teacher, DEMO_TEACHER.id],
        [DEMO_TOKENS.student, DEMO_STUDENT.id],
        [DEMO_TOKENS.teacher2, DEMO_TEACHER_2.id],
        [DEMO_TOKENS.student2, DEMO_STUDENT_2.id],
      ] as const
    ).map(([token, userId], index) => ({
      id: index + 1,
      token,
      kind: 'access',
      userId,
      expiresAt: DEMO_TOKEN_EXPIRY,
    })),
  };
}
