import { findProvinceByName } from '../../data/provinces';
import { SUBJECT_ROOTS } from '../../data/subjects';
import { EXAM_TYPES } from '../../data/exam-types';
import { avatarUrl } from '../media';
import {
  DEMO_PASSWORD,
  DEMO_STUDENT,
  DEMO_STUDENT_2,
  DEMO_TEACHER,
  DEMO_TEACHER_2,
  STUDENT_COUNT,
  TEACHER_COUNT,
} from '../demo';
import { ROLE_STUDENT, ROLE_TEACHER, type UserRecord } from '../schema';
import { daysAgo, type SeedContext } from './context';
import {
  asciiSlug,
  CITY_WEIGHTS,
  EMAIL_DOMAINS,
  FEMALE_NAMES,
  MALE_NAMES,
  MOBILE_PREFIXES,
  SURNAMES,
  UNIVERSITIES,
} from './names';
import { BIOGRAPHIES, fill } from './phrases';

/** Where a teacher's location comes from: a real İl/İlçe, only an İl, or one of the server's quirks. */
export type LocationKind = 'full' | 'city-only' | 'none' | 'text-null' | 'text-null-null';

type Fixed = Partial<UserRecord> & Pick<UserRecord, 'id' | 'username' | 'email' | 'name' | 'surname'>;

const FIXED_TEACHERS: Record<number, Fixed & { location: [string, string] | null; subjectIds: number[] }> = {
  [DEMO_TEACHER.id]: {
    ...DEMO_TEACHER,
    location: ['İstanbul', 'Kadıköy'],
    subjectIds: [101, 102, 103],
    experience: 8,
  },
  [DEMO_TEACHER_2.id]: {
    ...DEMO_TEACHER_2,
    location: null,
    subjectIds: [201, 202],
    experience: 12,
    profileImageUrl: null,
  },
};
const FIXED_STUDENTS: Record<number, Fixed> = {
  [DEMO_STUDENT.id]: { ...DEMO_STUDENT, examTypeId: 2, city: 'İstanbul', district: 'Üsküdar' },
  [DEMO_STUDENT_2.id]: { ...DEMO_STUDENT_2, examTypeId: 1, city: 'Ankara', district: 'Çankaya' },
};

/** Matematik and English teachers are the most common; hobbies the least. */
export const ROOT_WEIGHTS = SUBJECT_ROOTS.map((root) => ({
  weight: ({ 1: 10, 11: 7, 2: 5, 5: 5, 3: 4, 7: 4, 13: 4, 4: 3 } as Record<number, number>)[root.id] ?? 2,
  value: root,
}));

export interface SeedPeople {
  users: UserRecord[];
  teacherIds: number[];
  studentIds: number[];
}

export function seedPeople(ctx: SeedContext): SeedPeople {
  const { f } = ctx;
  const usernames = new Set<string>();
  const emails = new Set<string>();
  const phones = new Set<string>();

  const identity = (fixed?: Fixed) => {
    const female = f.datatype.boolean();
    const name = fixed?.name ?? f.helpers.arrayElement(female ? FEMALE_NAMES : MALE_NAMES);
    const surname = fixed?.surname ?? f.helpers.arrayElement(SURNAMES);
    let username = fixed?.username ?? `${asciiSlug(name)}${asciiSlug(surname)}`;
    for (let n = 2; usernames.has(username); n++) username = `${asciiSlug(name)}${asciiSlug(surname)}${n}`;
    usernames.add(username);
    let email =
      fixed?.email ?? `${asciiSlug(name)}.${asciiSlug(surname)}@${f.helpers.arrayElement(EMAIL_DOMAINS)}`;
    for (let n = 2; emails.has(email); n++) email = email.replace(/(\d*)@/, `${n}@`);
    emails.add(email);
    let phone: string | null = null;
    if (fixed || f.datatype.boolean({ probability: 0.9 })) {
      do phone = f.helpers.arrayElement(MOBILE_PREFIXES) + f.string.numeric(7);
      while (phones.has(phone));
      phones.add(phone);
    }
    return { name, surname, username, email, phone };
  };

  const base = (id: number, role: UserRecord['role'], fixed?: Fixed): UserRecord => {
    const who = identity(fixed);
    return {
      id,
      role,
      ...who,
      password: DEMO_PASSWORD,
      emailVerified: true,
      profileImageUrl: avatarUrl(who.username),
      city: null,
      district: null,
      locationText: null,
      createdAt: daysAgo(ctx, 900, 30),
      biography: null,
      experience: null,
      subjectIds: [],
      completedLessons: null,
      examTypeId: null,
    };
  };

  const location = (kind: LocationKind): Pick<UserRecord, 'city' | 'district' | 'locationText'> => {
    if (kind === 'none') return { city: null, district: null, locationText: null };
    if (kind === 'text-null') return { city: null, district: null, locationText: 'null' };
    if (kind === 'text-null-null') return { city: null, district: null, locationText: 'null/null' };
    const province = findProvinceByName(f.helpers.weightedArrayElement(CITY_WEIGHTS));
    if (!province) throw new Error('seed: unknown city in CITY_WEIGHTS');
    const district = kind === 'full' ? f.helpers.arrayElement(province.districts).name : null;
    return { city: province.name, district, locationText: null };
  };

  const kinds: LocationKind[] = [
    'none',
    'none',
    'none',
    'text-null',
    'text-null',
    'text-null-null',
    'text-null-null',
    'city-only',
    'city-only',
  ];
  const locationKinds = f.helpers.shuffle([
    ...kinds,
    ...Array<LocationKind>(TEACHER_COUNT - kinds.length).fill('full'),
  ]);

  const teachers = Array.from({ length: TEACHER_COUNT }, (_, index): UserRecord => {
    const id = index + 1;
    const fixed = FIXED_TEACHERS[id];
    const user = base(id, ROLE_TEACHER, fixed);
    const root = fixed
      ? SUBJECT_ROOTS.find((r) => r.id === Math.floor(fixed.subjectIds[0]! / 100))!
      : f.helpers.weightedArrayElement(ROOT_WEIGHTS);
    const subs = root.subcategories.map((_, i) => root.id * 100 + i + 1);
    const subjectIds =
      fixed?.subjectIds ?? f.helpers.arrayElements(subs, { min: 1, max: Math.min(3, subs.length) });
    const experience = fixed?.experience ?? f.number.int({ min: 1, max: 25 });
    const firstSub = root.subcategories[(subjectIds[0]! % 100) - 1]!;
    const biography = fill(f.helpers.arrayElement(BIOGRAPHIES), {
      uni: f.helpers.arrayElement(UNIVERSITIES),
      field: root.field,
      years: experience,
      sub: firstSub,
      topic: f.helpers.arrayElement(root.topics),
    });
    const place = fixed
      ? fixed.location
        ? { city: fixed.location[0], district: fixed.location[1], locationText: null }
        : location('none')
      : location(locationKinds[index]!);
    const withPhoto = fixed ? fixed.profileImageUrl !== null : f.datatype.boolean({ probability: 0.8 });
    return {
      ...user,
      ...place,
      subjectIds,
      experience,
      biography,
      profileImageUrl: withPhoto ? user.profileImageUrl : null,
    };
  });

  const rootExamTypes = EXAM_TYPES.filter((type) => type.parentId === null);
  const students = Array.from({ length: STUDENT_COUNT }, (_, index): UserRecord => {
    const id = TEACHER_COUNT + index + 1;
    const fixed = FIXED_STUDENTS[id];
    const user = base(id, ROLE_STUDENT, fixed);
    const place = fixed
      ? { city: fixed.city ?? null, district: fixed.district ?? null, locationText: null }
      : location(f.datatype.boolean({ probability: 0.6 }) ? 'full' : 'none');
    return {
      ...user,
      ...place,
      examTypeId: fixed?.examTypeId ?? f.helpers.arrayElement(rootExamTypes).id,
      profileImageUrl: fixed || f.datatype.boolean({ probability: 0.5 }) ? user.profileImageUrl : null,
    };
  });

  return {
    users: [...teachers, ...students],
    teacherIds: teachers.map((t) => t.id),
    studentIds: students.map((s) => s.id),
  };
}
