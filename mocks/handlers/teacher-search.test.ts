import { beforeEach, describe, expect, it } from 'vitest';
import type { Announcement, Teacher, TeacherFilterRequest } from '../../src/generated/api/model';
import { GetAnnouncementsPageResponse } from '../../src/generated/zod/announcements/announcements.zod';
import {
  FilterTeachersResponse,
  GetTeacherAvailabilityResponse,
} from '../../src/generated/zod/teacher/teacher.zod';
import { DAY_PARTS, minutesOf } from '../../src/lib/availability/schedule';
import { DEMO_TEACHER } from '../db/demo';
import { hasNoSchedule, isAwayThisWeek } from '../db/seed/availability';
import { getDb, resetDb } from '../db/store';
import { call } from './test-support';

beforeEach(async () => {
  await resetDb();
});

const SPEC_BODY = { keyword: null, categoryIds: null, sortByRating: false };

/** Every teacher the filter finds, all pages. */
async function teachers(extra: Record<string, unknown> = {}): Promise<Teacher[]> {
  const found: Teacher[] = [];
  for (let page = 0, last = false; !last; page++) {
    const { status, body } = await call('POST', `/v1/teacher/filter?page=${page}`, {
      body: { ...SPEC_BODY, ...extra },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const data = FilterTeachersResponse.parse(body).data;
    found.push(...data.content);
    last = data.last ?? true;
  }
  return found;
}

const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

async function listingsOf(teacherId: number) {
  return (await getDb()).announcements.findMany((q) => q.where({ teacherId }));
}

describe('teacher filters (filterTeachers)', () => {
  it('gives every card the fee it starts from and the modes its listings offer', async () => {
    const all = await teachers();
    expect(all).toHaveLength(60);
    for (const teacher of all) {
      const listings = await listingsOf(teacher.id);
      expect(teacher.minPrice).toBe(Math.min(...listings.map((listing) => listing.price)));
      const modes = new Set(listings.map((listing) => listing.lessonMode));
      expect(teacher.lessonModes!.includes('ONLINE')).toBe(modes.has('ONLINE') || modes.has('BOTH'));
      expect(teacher.lessonModes!.includes('IN_PERSON')).toBe(modes.has('IN_PERSON') || modes.has('BOTH'));
    }
  });

  it('keeps teachers with a listing in the lesson mode and fee range (both on one listing)', async () => {
    const online = await teachers({ lessonMode: 'ONLINE' });
    expect(online.length).toBeGreaterThan(0);
    expect(online.length).toBeLessThan(60);
    expect(online.every((teacher) => teacher.lessonModes!.includes('ONLINE'))).toBe(true);

    const found = await teachers({ lessonMode: 'IN_PERSON', minPrice: 300, maxPrice: 600 });
    expect(found.length).toBeGreaterThan(0);
    for (const teacher of found) {
      const listings = await listingsOf(teacher.id);
      expect(
        listings.some(
          (l) =>
            l.price >= 300 && l.price <= 600 && (l.lessonMode === 'IN_PERSON' || l.lessonMode === 'BOTH'),
        ),
      ).toBe(true);
    }
    const cheap = await teachers({ maxPrice: 300 });
    expect(cheap.every((teacher) => teacher.minPrice! <= 300)).toBe(true);
  });

  it('keeps teachers of the province, and of the district only with its own province', async () => {
    const istanbul = await teachers({ cityId: 34 });
    expect(istanbul.length).toBeGreaterThan(0);
    expect(istanbul.every((teacher) => teacher.location?.startsWith('İstanbul'))).toBe(true);

    const kadikoy = await teachers({ cityId: 34, districtId: 3423 });
    expect(ids(kadikoy)).toContain(DEMO_TEACHER.id);
    expect(kadikoy.every((teacher) => teacher.location === 'İstanbul/Kadıköy')).toBe(true);
    // Çankaya (Ankara) is not a district of İstanbul: the province alone applies.
    expect(ids(await teachers({ cityId: 34, districtId: 601 }))).toEqual(ids(istanbul));
  });

  it('keeps teachers rated at least the minimum, and verified ones only when asked', async () => {
    const rated = await teachers({ minRating: 4.5 });
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.every((teacher) => (teacher.averageRating ?? 0) >= 4.5)).toBe(true);

    const verified = await teachers({ verifiedOnly: true });
    const db = await getDb();
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(60);
    for (const teacher of verified)
      expect(db.users.findFirst((q) => q.where({ id: teacher.id }))?.identityVerified).toBe(true);
    expect(await teachers({ verifiedOnly: false })).toHaveLength(60);
  });

  it('keeps teachers free on the day and part of the day, not those away this week or without a schedule', async () => {
    const saturdayMornings = await teachers({ availableDays: ['SATURDAY'], dayPart: 'MORNING' });
    expect(ids(saturdayMornings)).toContain(DEMO_TEACHER.id);
    for (const teacher of saturdayMornings) {
      expect(hasNoSchedule(teacher.id) || isAwayThisWeek(teacher.id)).toBe(false);
      const { body } = await call('GET', `/v1/teachers/${teacher.id}/availability`);
      const { weekly } = GetTeacherAvailabilityResponse.parse(body).data;
      expect(
        weekly.some(
          (range) =>
            range.day === 'SATURDAY' &&
            minutesOf(range.start)! < DAY_PARTS.MORNING.end &&
            minutesOf(range.end)! > DAY_PARTS.MORNING.start,
        ),
      ).toBe(true);
    }
    const anyDay = await teachers({ dayPart: 'EVENING' });
    expect(anyDay.length).toBeGreaterThan(0);
    expect(anyDay.some((teacher) => hasNoSchedule(teacher.id) || isAwayThisWeek(teacher.id))).toBe(false);
    // Either day: Saturday or Wednesday.
    const either = await teachers({ availableDays: ['SATURDAY', 'WEDNESDAY'] });
    expect(either.length).toBeGreaterThan((await teachers({ availableDays: ['SATURDAY'] })).length);
  });

  it('finds online Matematik teachers in İstanbul under ₺600 free on Saturday mornings, cheapest first', async () => {
    const found = await teachers({
      categoryIds: [1],
      lessonMode: 'ONLINE',
      cityId: 34,
      maxPrice: 600,
      availableDays: ['SATURDAY'],
      dayPart: 'MORNING',
      sort: 'PRICE_ASC',
    });
    expect(ids(found)).toContain(DEMO_TEACHER.id);
    const fees = found.map((teacher) => teacher.minPrice!);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
  });

  it('sorts by rating, reviews, fee both ways and newest; missing values last', async () => {
    const byRating = await teachers({ sort: 'RATING' });
    const ratings = byRating.map((t) => t.averageRating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const byReviews = (await teachers({ sort: 'REVIEWS' })).map((t) => t.totalReviews);
    expect(byReviews).toEqual([...byReviews].sort((a, b) => b - a));

    const ascending = (await teachers({ sort: 'PRICE_ASC' })).map((t) => t.minPrice ?? Infinity);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await teachers({ sort: 'PRICE_DESC' })).map((t) => t.minPrice ?? -Infinity);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    const db = await getDb();
    const joined = (await teachers({ sort: 'NEWEST' })).map((t) =>
      Date.parse(db.users.findFirst((q) => q.where({ id: t.id }))!.createdAt),
    );
    expect(joined).toEqual([...joined].sort((a, b) => b - a));

    // `sort` takes the place of the spec's sortByRating.
    expect(ids(await teachers({ sortByRating: true, sort: 'NEWEST' }))).toEqual(
      ids(await teachers({ sort: 'NEWEST' })),
    );
  });

  it('drops unusable filter values instead of refusing the search', async () => {
    const unfiltered = ids(await teachers());
    const hostile: Array<Partial<Record<keyof TeacherFilterRequest, unknown>>> = [
      { minPrice: 'abc' },
      { maxPrice: -5 },
      { cityId: 99999 },
      { cityId: 'İstanbul' },
      { districtId: 3423 }, // a district without its province
      { sort: 'drop' },
      { minRating: 9 },
      { availableDays: ['FUNDAY'] },
      { dayPart: 'NIGHT' },
      { lessonMode: 'BOTH' },
      { verifiedOnly: 'yes' },
      { minPrice: 900, maxPrice: 300 },
      { minPrice: null, maxPrice: null },
    ];
    for (const values of hostile)
      expect(ids(await teachers(values)), JSON.stringify(values)).toEqual(unfiltered);
    // The usable half of a body stays.
    expect(ids(await teachers({ cityId: 34, minPrice: 'abc' }))).toEqual(ids(await teachers({ cityId: 34 })));
  });

  it("still refuses a body that breaks the spec's own fields", async () => {
    const { status, body } = await call('POST', '/v1/teacher/filter?page=0', {
      body: { keyword: 5, categoryIds: null, sortByRating: false },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Geçersiz alan: keyword' });
  });
});

/** Every listing the search finds, all pages of 100. */
async function listings(query = ''): Promise<Announcement[]> {
  const found: Announcement[] = [];
  for (let page = 0, last = false; !last; page++) {
    const { status, body } = await call('GET', `/v1/announcements/pageable?page=${page}&size=100${query}`);
    expect(status).toBe(200);
    const data = GetAnnouncementsPageResponse.parse(body).data;
    found.push(...data.content);
    last = data.last ?? true;
  }
  return found;
}

describe('listing search (getAnnouncementsPage)', () => {
  it('matches a keyword in any Turkish casing, with or without diacritics', async () => {
    const results = await Promise.all(
      ['matematik', 'MATEMATİK', 'Matematik'].map((keyword) =>
        listings(`&keyword=${encodeURIComponent(keyword)}`),
      ),
    );
    expect(results[0]!.length).toBeGreaterThan(0);
    expect(results[0]!.length).toBeLessThan(150);
    for (const other of results.slice(1)) expect(ids(other)).toEqual(ids(results[0]!));
    expect(ids(await listings('&keyword=zeynep%20celik'))).toEqual(
      ids((await listings()).filter((listing) => listing.teacherId === DEMO_TEACHER.id)),
    );
  });

  it('filters by category (a root with its subcategories), lesson mode, province and fee', async () => {
    const root = await listings('&categoryId=1');
    expect(root.length).toBeGreaterThan(0);
    expect(
      root.every((l) => l.categoryResponse.id === 1 || Math.floor(l.categoryResponse.id / 100) === 1),
    ).toBe(true);
    const online = await listings('&lessonMode=ONLINE');
    expect(online.every((l) => l.lessonMode === 'ONLINE' || l.lessonMode === 'BOTH')).toBe(true);
    expect(online.some((l) => l.lessonMode === 'BOTH')).toBe(true);
    const istanbul = await listings('&cityId=34');
    expect(istanbul.length).toBeGreaterThan(0);
    expect(istanbul.every((l) => l.city === 'İstanbul')).toBe(true);
    const fees = await listings('&minPrice=400&maxPrice=700');
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.every((l) => l.price! >= 400 && l.price! <= 700)).toBe(true);
  });

  it('sorts newest first by default, by fee both ways and by the teacher rating', async () => {
    const newest = (await listings()).map((l) => Date.parse(l.createdAt!));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(ids(await listings('&sort=NEWEST'))).toEqual(ids(await listings()));
    const ascending = (await listings('&sort=PRICE_ASC')).map((l) => l.price!);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await listings('&sort=PRICE_DESC')).map((l) => l.price!);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    const cards = new Map((await teachers()).map((t) => [t.id, t.averageRating ?? -1]));
    const rated = (await listings('&sort=RATING')).map((l) => cards.get(l.teacherId!)!);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('drops unusable search values: the page is the unfiltered one', async () => {
    const unfiltered = ids(await listings());
    expect(unfiltered).toHaveLength(150);
    for (const query of [
      '&minPrice=abc',
      '&maxPrice=-5',
      '&cityId=99999',
      '&sort=drop',
      '&categoryId=99999',
      '&lessonMode=BOTH',
      '&minPrice=900&maxPrice=300',
      '&keyword=',
    ])
      expect(ids(await listings(query)), query).toEqual(unfiltered);
  });
});
