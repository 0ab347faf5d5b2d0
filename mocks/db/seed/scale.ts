import { findProvinceByName } from '../../data/provinces';
import { rootOf, SUBJECT_ROOTS } from '../../data/subjects';
import { avatarUrl } from '../media';
import { DEMO_PASSWORD, TEACHER_COUNT } from '../demo';
import type { DbData } from '../collections';
import { ROLE_TEACHER, type ReviewRecord, type UserRecord } from '../schema';
import { seedAvailability } from './availability';
import { withVerification } from './verification';
import { createSeedContext, daysAgo, type SeedContext } from './context';
import { ratingsFor, seedAnnouncements } from './listings';
import {
  asciiSlug,
  CITY_WEIGHTS,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  MALE_NAMES,
  SURNAMES,
  UNIVERSITIES,
} from './names';
import { ROOT_WEIGHTS } from './people';
import { BIOGRAPHIES, fill, REVIEW_COMMENTS } from './phrases';

/*
 * A larger market for the directory bench (`node mocks/server.ts --teachers 5000`): teachers added after the
 * default seed, never changing it (tests and the demo accounts depend on every id and value of it). They come
 * from a faker of their own, seeded from the seed, so the same options always give the same data; ids follow
 * the last seeded ones. Each has subjects, a place, two listings (fees and lesson modes), a weekly schedule
 * from the seed's patterns, a verified identity for two of three, and zero to six reviews.
 */

/** Offset of the added teachers' faker seed from the main one: another stream than the default seed's. */
const SCALE_SEED_OFFSET = 5_000;

const REVIEW_MEANS: ReadonlyArray<{ weight: number; value: [number, number] | null }> = [
  { weight: 35, value: [4.5, 4.95] },
  { weight: 30, value: [3.6, 4.4] },
  { weight: 12, value: [2.6, 3.4] },
  { weight: 5, value: [1.3, 2.3] },
  { weight: 18, value: null },
];

const bucketOf = (rating: number) => (rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low');

const maxId = (records: ReadonlyArray<{ id: number }>) => records.reduce((max, r) => Math.max(max, r.id), 0);

/** The seed with teachers added until there are `teacherCount`; the seed itself when it has that many. */
export function withTeachers(data: DbData, teacherCount: number, seed: number, now: string): DbData {
  const extra = teacherCount - TEACHER_COUNT;
  if (extra <= 0) return data;
  const ctx = createSeedContext(seed + SCALE_SEED_OFFSET, now);
  const teachers = withVerification(ctx, addedTeachers(ctx, data.users, extra));
  const students = data.users.filter((user) => user.role !== ROLE_TEACHER);

  const listingBase = maxId(data.announcements);
  const announcements = seedAnnouncements(ctx, teachers).map((listing) => ({
    ...listing,
    id: listing.id + listingBase,
  }));
  const reviews = addedReviews(ctx, teachers, students, maxId(data.reviews));
  const reviewCounts = new Map<number, number>();
  for (const review of reviews)
    reviewCounts.set(review.teacherId, (reviewCounts.get(review.teacherId) ?? 0) + 1);
  const withLessons = teachers.map((teacher) => ({
    ...teacher,
    completedLessons: (reviewCounts.get(teacher.id) ?? 0) * 3 + ctx.f.number.int({ min: 0, max: 30 }),
  }));
  const availabilityBase = maxId(data.availability);
  const availability = seedAvailability(ctx, teachers).map((record) => ({
    ...record,
    id: record.id + availabilityBase,
  }));

  return {
    ...data,
    users: [...data.users, ...withLessons],
    announcements: [...data.announcements, ...announcements],
    reviews: [...data.reviews, ...reviews],
    availability: [...data.availability, ...availability],
  };
}

function addedTeachers(ctx: SeedContext, existing: UserRecord[], count: number): UserRecord[] {
  const { f } = ctx;
  const usernames = new Set(existing.map((user) => user.username));
  const firstId = maxId(existing) + 1;
  return Array.from({ length: count }, (_, index): UserRecord => {
    const id = firstId + index;
    const name = f.helpers.arrayElement(f.datatype.boolean() ? FEMALE_NAMES : MALE_NAMES);
    const surname = f.helpers.arrayElement(SURNAMES);
    const stem = `${asciiSlug(name)}${asciiSlug(surname)}`;
    let username = stem;
    for (let n = 2; usernames.has(username); n++) username = `${stem}${n}`;
    usernames.add(username);
    const root = f.helpers.weightedArrayElement(ROOT_WEIGHTS);
    const subs = root.subcategories.map((_, i) => root.id * 100 + i + 1);
    const subjectIds = f.helpers.arrayElements(subs, { min: 1, max: Math.min(3, subs.length) });
    const experience = f.number.int({ min: 1, max: 25 });
    const province = findProvinceByName(f.helpers.weightedArrayElement(CITY_WEIGHTS));
    if (!province) throw new Error('seed: unknown city in CITY_WEIGHTS');
    return {
      id,
      role: ROLE_TEACHER,
      username,
      email: `${username}@${f.helpers.arrayElement(EMAIL_DOMAINS)}`,
      // Unique by id, and outside the 5xx mobile numbers the default seed draws.
      phone: `0${String(id).padStart(9, '0')}`,
      password: DEMO_PASSWORD,
      name,
      surname,
      emailVerified: true,
      profileImageUrl: f.datatype.boolean({ probability: 0.8 }) ? avatarUrl(username) : null,
      city: province.name,
      district: f.helpers.arrayElement(province.districts).name,
      locationText: null,
      createdAt: daysAgo(ctx, 900, 30),
      biography: fill(f.helpers.arrayElement(BIOGRAPHIES), {
        uni: f.helpers.arrayElement(UNIVERSITIES),
        field: root.field,
        years: experience,
        sub: root.subcategories[(subjectIds[0]! % 100) - 1]!,
        topic: f.helpers.arrayElement(root.topics),
      }),
      experience,
      subjectIds,
      completedLessons: null,
      examTypeId: null,
    };
  });
}

function addedReviews(
  ctx: SeedContext,
  teachers: UserRecord[],
  students: UserRecord[],
  lastId: number,
): ReviewRecord[] {
  const { f } = ctx;
  const reviews: ReviewRecord[] = [];
  for (const teacher of teachers) {
    const mean = f.helpers.weightedArrayElement(REVIEW_MEANS);
    if (!mean) continue;
    const target = f.number.float({ min: mean[0], max: mean[1], fractionDigits: 2 });
    const topics = rootOf(teacher.subjectIds[0]!)?.topics ?? SUBJECT_ROOTS[0]!.topics;
    for (const rating of ratingsFor(ctx, f.number.int({ min: 1, max: 6 }), target)) {
      const student = f.helpers.arrayElement(students);
      reviews.push({
        id: lastId + reviews.length + 1,
        teacherId: teacher.id,
        studentId: student.id,
        studentName: `${student.name} ${student.surname.charAt(0)}.`,
        lessonRequestId: null,
        rating,
        comment: f.datatype.boolean({ probability: 0.5 })
          ? fill(f.helpers.arrayElement(REVIEW_COMMENTS[bucketOf(rating)]), {
              topic: f.helpers.arrayElement(topics),
            })
          : null,
        createdAt: daysAgo(ctx, 400, 2),
      });
    }
  }
  return reviews;
}
