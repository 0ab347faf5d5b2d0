import { describe, expect, it } from 'vitest';
import { buildSeed } from './seed';
import { filterTeachers } from './services/teachers';
import { createCollections, type DbData } from './collections';
import { toTeacher, toTeachers } from './views/users';

const base = buildSeed();
const big = buildSeed({ teachers: 600 });

async function dbOf(data: DbData) {
  const db = createCollections();
  for (const name of Object.keys(data) as Array<keyof DbData>) {
    const collection = db[name] as unknown as { create(value: unknown): Promise<unknown> };
    for (const record of data[name]) await collection.create(record);
  }
  return db;
}

describe('seed size (the directory bench market)', () => {
  it('keeps every record of the default seed and adds teachers after it', () => {
    expect(buildSeed({ teachers: 60 })).toEqual(base);
    expect(big.users.slice(0, base.users.length)).toEqual(base.users);
    expect(big.announcements.slice(0, base.announcements.length)).toEqual(base.announcements);
    expect(big.reviews.slice(0, base.reviews.length)).toEqual(base.reviews);
    expect(big.availability.slice(0, base.availability.length)).toEqual(base.availability);
    expect(big.lessonRequests).toEqual(base.lessonRequests);
    expect(big.users.filter((u) => u.role === 'ROLE_TEACHER')).toHaveLength(600);
  });

  it('is deterministic, with unique ids, usernames, e-mails and phones', () => {
    expect(buildSeed({ teachers: 600 })).toEqual(big);
    for (const key of ['id', 'username', 'email', 'phone'] as const) {
      const values = big.users.map((u) => u[key]).filter((v) => v !== null);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const name of ['announcements', 'reviews', 'availability'] as const) {
      expect(new Set(big[name].map((r) => r.id)).size, name).toBe(big[name].length);
    }
  });

  it('gives every added teacher subjects, a place, listings with fees and modes, and most a schedule', () => {
    const added = big.users.slice(base.users.length);
    const withListings = new Set(big.announcements.map((a) => a.teacherId));
    const withSchedule = new Set(big.availability.map((a) => a.teacherId));
    for (const teacher of added) {
      expect(teacher.subjectIds.length).toBeGreaterThan(0);
      expect(teacher.city).not.toBeNull();
      expect(withListings.has(teacher.id)).toBe(true);
    }
    expect(added.filter((t) => withSchedule.has(t.id)).length).toBeGreaterThan(added.length / 2);
    expect(added.some((t) => big.reviews.some((r) => r.teacherId === t.id))).toBe(true);
  });

  it('is valid for the mock db and its filter', async () => {
    const db = await dbOf(big);
    const found = filterTeachers(db, { keyword: 'matematik', categoryIds: null, sortByRating: true });
    expect(found.length).toBeGreaterThan(20);
    expect(found.some((t) => t.id > base.users.length)).toBe(true);
    // A page's cards read reviews and listings once; each card is the one toTeacher makes alone.
    const page = found.slice(0, 12);
    expect(toTeachers(db, page)).toEqual(page.map((teacher) => toTeacher(db, teacher)));
  });
});
