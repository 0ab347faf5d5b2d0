import { CATEGORIES, rootOf } from '../../data/subjects';
import { DEMO_TEACHER } from '../demo';
import type { AnnouncementRecord, LessonModeValue, ReviewRecord, UserRecord } from '../schema';
import { daysAgo, laterOf, type SeedContext } from './context';
import { UNIVERSITIES } from './names';
import {
  ANNOUNCEMENT_BODIES,
  ANNOUNCEMENT_CLOSINGS,
  ANNOUNCEMENT_OPENINGS,
  ANNOUNCEMENT_TITLES,
  fill,
  REVIEW_COMMENTS,
} from './phrases';

export const ANNOUNCEMENT_COUNT = 150;

const categoryName = (id: number): string => CATEGORIES.find((c) => c.id === id)?.name ?? 'Özel Ders';

const MODES: ReadonlyArray<{ weight: number; value: LessonModeValue }> = [
  { weight: 40, value: 'ONLINE' },
  { weight: 25, value: 'IN_PERSON' },
  { weight: 35, value: 'BOTH' },
];

export function seedAnnouncements(ctx: SeedContext, teachers: UserRecord[]): AnnouncementRecord[] {
  const { f } = ctx;
  const counts = teachers.map((t) => (t.id === DEMO_TEACHER.id ? 5 : 2));
  let total = counts.reduce((sum, n) => sum + n, 0);
  while (total < ANNOUNCEMENT_COUNT) {
    counts[f.number.int({ min: 0, max: teachers.length - 1 })]! += 1;
    total += 1;
  }

  const announcements: AnnouncementRecord[] = [];
  teachers.forEach((teacher, index) => {
    for (let n = 0; n < counts[index]!; n++) {
      const categoryId = f.helpers.arrayElement(teacher.subjectIds);
      const root = rootOf(categoryId)!;
      const values = {
        sub: categoryName(categoryId),
        topic: f.helpers.arrayElement(root.topics),
        years: teacher.experience ?? 3,
        uni: f.helpers.arrayElement(UNIVERSITIES),
        field: root.field,
      };
      const description = [
        f.helpers.arrayElement(ANNOUNCEMENT_OPENINGS),
        ...f.helpers.arrayElements(ANNOUNCEMENT_BODIES, 2),
        f.helpers.arrayElement(ANNOUNCEMENT_CLOSINGS),
      ]
        .map((sentence) => fill(sentence, values))
        .join(' ');
      const createdAt = daysAgo(ctx, 180, 1);
      const edited = f.datatype.boolean({ probability: 0.25 });
      announcements.push({
        id: 0,
        teacherId: teacher.id,
        categoryId,
        title: fill(f.helpers.arrayElement(ANNOUNCEMENT_TITLES), values),
        description,
        price: Math.round(f.number.int({ min: root.fee[0], max: root.fee[1] }) / 50) * 50,
        lessonMode: f.helpers.weightedArrayElement(MODES),
        city: teacher.city,
        district: teacher.district,
        createdAt,
        updatedAt: edited ? laterOf(daysAgo(ctx, 30), createdAt) : null,
      });
    }
  });
  // Ids in publication order, as a real table would have them.
  announcements.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return announcements.map((announcement, index) => ({ ...announcement, id: index + 1 }));
}

type Band = 'high' | 'good' | 'mid' | 'low' | 'none';

/** Mean targets in the middle of each colour band (≥4.5, ≥3.5, ≥2.5, below) and review counts per band. */
const BANDS: Record<Exclude<Band, 'none'>, { mean: [number, number]; count: [number, number] }> = {
  high: { mean: [4.6, 4.95], count: [5, 30] },
  good: { mean: [3.65, 4.35], count: [3, 20] },
  mid: { mean: [2.65, 3.35], count: [3, 12] },
  low: { mean: [1.3, 2.3], count: [3, 8] },
};

/** n ratings whose mean is the target to within 1/n: each is ⌊t⌋ or ⌈t⌉. */
export function ratingsFor(ctx: SeedContext, n: number, target: number): number[] {
  const low = Math.floor(target);
  const ups = Math.round(n * (target - low));
  return ctx.f.helpers.shuffle(Array.from({ length: n }, (_, i) => Math.min(5, i < ups ? low + 1 : low)));
}

export function seedReviews(
  ctx: SeedContext,
  teachers: UserRecord[],
  students: UserRecord[],
): ReviewRecord[] {
  const { f } = ctx;
  const bands = f.helpers.shuffle<Band>([
    ...Array<Band>(19).fill('high'),
    ...Array<Band>(16).fill('good'),
    ...Array<Band>(8).fill('mid'),
    ...Array<Band>(4).fill('low'),
    ...Array<Band>(12).fill('none'),
  ]);
  const reviews: ReviewRecord[] = [];
  const others = teachers.filter((t) => t.id !== DEMO_TEACHER.id);
  const withBand: Array<[UserRecord, Band]> = [
    [teachers.find((t) => t.id === DEMO_TEACHER.id)!, 'high'],
    ...others.map((t, i): [UserRecord, Band] => [t, bands[i]!]),
  ];
  for (const [teacher, band] of withBand) {
    if (band === 'none') continue;
    const { mean, count } = BANDS[band];
    const n = teacher.id === DEMO_TEACHER.id ? 24 : f.number.int({ min: count[0], max: count[1] });
    const target = f.number.float({ min: mean[0], max: mean[1], fractionDigits: 2 });
    const root = rootOf(teacher.subjectIds[0]!)!;
    for (const rating of ratingsFor(ctx, n, target)) {
      const student = f.helpers.arrayElement(students);
      const bucket = rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low';
      const comment = f.datatype.boolean({ probability: 0.85 })
        ? fill(f.helpers.arrayElement(REVIEW_COMMENTS[bucket]), {
            topic: f.helpers.arrayElement(root.topics),
          })
        : null;
      reviews.push({
        id: 0,
        teacherId: teacher.id,
        studentId: student.id,
        studentName: `${student.name} ${student.surname.charAt(0)}.`,
        lessonRequestId: null,
        rating,
        comment,
        createdAt: daysAgo(ctx, 400, 2),
      });
    }
  }
  reviews.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return reviews.map((review, index) => ({ ...review, id: index + 1 }));
}

/** Completed lessons follow the number of reviews; a few teachers have none recorded at all (null). */
export function withCompletedLessons(
  ctx: SeedContext,
  teachers: UserRecord[],
  reviews: ReviewRecord[],
): UserRecord[] {
  const { f } = ctx;
  const missing = new Set(
    f.helpers.arrayElements(
      teachers.filter((t) => t.id !== DEMO_TEACHER.id).map((t) => t.id),
      8,
    ),
  );
  return teachers.map((teacher) => {
    if (missing.has(teacher.id)) return { ...teacher, completedLessons: null };
    const count = reviews.filter((r) => r.teacherId === teacher.id).length;
    return {
      ...teacher,
      completedLessons: count * f.number.int({ min: 2, max: 6 }) + f.number.int({ min: 0, max: 30 }),
    };
  });
}
