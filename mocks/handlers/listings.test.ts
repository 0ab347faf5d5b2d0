import { beforeEach, describe, expect, it } from 'vitest';
import {
  GetAnnouncementsByCategoryResponse,
  GetAnnouncementsPageResponse,
} from '../../src/generated/zod/announcements/announcements.zod';
import { GetRootCategoriesResponse } from '../../src/generated/zod/categories/categories.zod';
import { GetDashboardCountsResponse } from '../../src/generated/zod/dashboard/dashboard.zod';
import { FilterTeachersResponse, GetAllTeachersResponse } from '../../src/generated/zod/teacher/teacher.zod';
import { DEMO_TEACHER, DEMO_TEACHER_2 } from '../db/demo';
import { getDb, resetDb } from '../db/store';
import { call, login } from './test-support';

beforeEach(async () => {
  await resetDb();
});

const filter = async (body: object, page = 0) =>
  FilterTeachersResponse.parse((await call('POST', `/v1/teacher/filter?page=${page}`, { body })).body).data;

describe('teacher directory', () => {
  it('pages all teachers by 12 unless a size is given', async () => {
    const first = GetAllTeachersResponse.parse((await call('GET', '/v1/teacher/all?page=0')).body).data;
    expect(first).toMatchObject({ totalElements: 60, totalPages: 5, size: 12, number: 0 });
    expect(first.content).toHaveLength(12);
    const big = GetAllTeachersResponse.parse((await call('GET', '/v1/teacher/all?page=1&size=50')).body).data;
    expect(big.content).toHaveLength(10);
    expect(big.last).toBe(true);
  });

  it('matches a keyword in any Turkish casing and with or without diacritics', async () => {
    const results = await Promise.all(
      ['ISTANBUL', 'istanbul', 'İstanbul', 'İSTANBUL', 'Istanbul'].map((keyword) =>
        filter({ keyword, categoryIds: null, sortByRating: false }),
      ),
    );
    const ids = results.map((page) => page.content.map((teacher) => teacher.id));
    expect(results[0]!.totalElements).toBeGreaterThan(0);
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
    expect(results[0]!.content.every((teacher) => teacher.location?.startsWith('İstanbul'))).toBe(true);

    const folded = await filter({ keyword: 'zeynep celik', categoryIds: null, sortByRating: false });
    expect(folded.content.map((teacher) => teacher.username)).toContain(DEMO_TEACHER.username);
    const subject = await filter({ keyword: 'fizik', categoryIds: null, sortByRating: false });
    expect(subject.content.map((teacher) => teacher.id)).toContain(DEMO_TEACHER_2.id);
  });

  it("finds a teacher named Özlem for 'ozlem', 'OZLEM', 'Özlem' and 'ÖZLEM' (the standalone server runs this handler)", async () => {
    await (
      await getDb()
    ).users.update((q) => q.where({ id: DEMO_TEACHER_2.id }), {
      data(draft) {
        draft.name = 'Özlem';
      },
    });
    for (const keyword of ['ozlem', 'OZLEM', 'Özlem', 'ÖZLEM']) {
      const found = await filter({ keyword, categoryIds: null, sortByRating: false });
      expect(found.content.map((teacher) => teacher.id)).toEqual([DEMO_TEACHER_2.id]);
    }
  });

  it('filters by subcategory or root category and sorts by rating, unrated last', async () => {
    const byRoot = await filter({ keyword: null, categoryIds: [1], sortByRating: false });
    const bySubs = await filter({ keyword: null, categoryIds: [101, 102, 103], sortByRating: false });
    expect(bySubs.content.map((t) => t.id)).toContain(DEMO_TEACHER.id);
    expect(byRoot.totalElements).toBeGreaterThanOrEqual(bySubs.totalElements!);

    const all: Array<number | null | undefined> = [];
    for (let page = 0, last = false; !last; page++) {
      const result = await filter({ keyword: null, categoryIds: null, sortByRating: true }, page);
      all.push(...result.content.map((teacher) => teacher.averageRating));
      last = result.last!;
    }
    const rated = all.filter((rating): rating is number => typeof rating === 'number');
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(all.slice(rated.length).every((rating) => rating == null)).toBe(true);
  });

  it('updates a teacher location only with a real province and district', async () => {
    const { token } = await login(DEMO_TEACHER_2.username);
    const bad = await call('PUT', '/v1/teacher/location/update', {
      token,
      body: { userId: DEMO_TEACHER_2.id, city: 'Atlantis', district: 'Merkez' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, message: 'Lütfen şehir ve ilçe seçiniz.' },
    });
    const good = await call('PUT', '/v1/teacher/location/update', {
      token,
      body: { userId: DEMO_TEACHER_2.id, city: 'izmir', district: 'karşıyaka' },
    });
    expect(good.status).toBe(200);
    const found = await filter({ keyword: 'Karşıyaka kaya', categoryIds: null, sortByRating: false });
    expect(found.content.find((t) => t.id === DEMO_TEACHER_2.id)?.location).toBe('İzmir/Karşıyaka');
  });
});

describe('listings', () => {
  it('pages announcements by 6 until last is true', async () => {
    const seen = new Set<number>();
    let pages = 0;
    for (let page = 0, last = false; !last; page++) {
      const data = GetAnnouncementsPageResponse.parse(
        (await call('GET', `/v1/announcements/pageable?page=${page}&size=6`)).body,
      ).data;
      expect(data.content.length).toBeLessThanOrEqual(6);
      data.content.forEach((a) => seen.add(a.id));
      last = data.last!;
      pages += 1;
    }
    expect(pages).toBe(25);
    expect(seen.size).toBe(150);
  });

  it('lists a category by 20, including its subcategories for a root', async () => {
    const body = GetAnnouncementsByCategoryResponse.parse(
      (await call('GET', '/v1/announcements/category/1?page=0&size=20')).body,
    );
    const data = 'content' in body.data ? body.data : body.data.data;
    expect(data.content.length).toBe(20);
    expect(data.content.every((a) => Math.floor(a.categoryResponse.id / 100) === 1)).toBe(true);
  });

  it('serves the six known roots and counts that match the db', async () => {
    const roots = GetRootCategoriesResponse.parse((await call('GET', '/v1/categories/root')).body).data;
    const names = (Array.isArray(roots) ? roots : roots.data).map((c) => c.name);
    expect(names.slice(0, 6)).toEqual(['Matematik', 'Fizik', 'Kimya', 'Biyoloji', 'Programlama', 'Sanat']);
    const counts = GetDashboardCountsResponse.parse((await call('GET', '/v1/dashboard/counts')).body).data;
    expect(counts).toMatchObject({ teacherCount: 60, studentCount: 40, announcementCount: 150 });
    expect((await call('GET', '/v1/dashboard/announcement')).body).toMatchObject({ data: 150 });
  });

  it('lets a teacher publish, edit and remove only their own listing', async () => {
    const { token } = await login(DEMO_TEACHER.username);
    const body = {
      title: 'LGS Matematik Yaz Kampı',
      description: 'Yeni nesil sorularla yoğun yaz kampı programı.',
      price: 650,
      lessonMode: 'ONLINE',
      categoryId: 104,
    };
    const created = await call<{ data: { id: number; teacherId: number } }>(
      'POST',
      '/v1/announcements/create',
      { token, body },
    );
    expect(created.status).toBe(200);
    expect(created.body.data.teacherId).toBe(DEMO_TEACHER.id);
    const id = created.body.data.id;
    expect(
      (await call('PUT', `/v1/announcements/update/${id}`, { token, body: { ...body, price: 700 } })).body,
    ).toMatchObject({ data: { price: 700 } });
    const other = await login(DEMO_TEACHER_2.username);
    expect((await call('DELETE', `/v1/announcements/delete/${id}`, { token: other.token })).status).toBe(403);
    expect((await call('DELETE', `/v1/announcements/delete/${id}`, { token })).status).toBe(200);
    expect((await call('GET', `/v1/announcements/${id}`)).status).toBe(404);
  });

  it('shows a new listing first on the home carousel and the listings screen, and everywhere its edit and removal', async () => {
    const { token } = await login(DEMO_TEACHER.username);
    const body = {
      title: 'YKS Geometri Hızlandırılmış',
      description: 'Üçgenlerden analitik geometriye, her hafta deneme ile.',
      price: 800,
      lessonMode: 'BOTH',
      categoryId: 101,
    };
    const created = await call<{ data: { id: number } }>('POST', '/v1/announcements/create', { token, body });
    const id = created.body.data.id;
    // Home carousel (6 a page), the listings screen (/courses: 12 a page), its category and its teacher.
    const reads = [
      '/v1/announcements/pageable?page=0&size=6',
      '/v1/announcements/pageable?page=0&size=12',
      '/v1/announcements/category/101?page=0&size=12',
      '/v1/announcements/category/1?page=0&size=12',
      `/v1/announcements/teacher/${DEMO_TEACHER.id}?page=0`,
    ];
    const firsts = async () =>
      Promise.all(
        reads.map(async (path) => {
          const page = GetAnnouncementsPageResponse.parse((await call('GET', path)).body).data;
          return page.content[0];
        }),
      );
    for (const first of await firsts()) expect(first).toMatchObject({ id, price: 800 });

    await call('PUT', `/v1/announcements/update/${id}`, { token, body: { ...body, price: 950 } });
    for (const first of await firsts()) expect(first).toMatchObject({ id, price: 950 });
    expect((await call('GET', `/v1/announcements/${id}`)).body).toMatchObject({ data: { price: 950 } });

    await call('DELETE', `/v1/announcements/delete/${id}`, { token });
    for (const first of await firsts()) expect(first?.id).not.toBe(id);
  });
});
