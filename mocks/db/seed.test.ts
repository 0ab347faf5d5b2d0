import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../data/provinces';
import { CATEGORIES } from '../data/subjects';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TEACHER_2 } from './demo';
import { buildSeed, DEFAULT_SEED } from './seed';

const seed = buildSeed();

function band(rating: number | null): string {
  if (rating === null) return 'none';
  return rating >= 4.5 ? 'green' : rating >= 3.5 ? 'yellow' : rating >= 2.5 ? 'orange' : 'red';
}

describe('seed', () => {
  it('is deterministic: the same seed gives deep-equal data, another seed different data', () => {
    expect(buildSeed({ seed: DEFAULT_SEED })).toEqual(seed);
    expect(buildSeed({ seed: 7 }).users).not.toEqual(seed.users);
  });

  it('has about 60 teachers, 40 students, 150 listings and the demo accounts', () => {
    const teachers = seed.users.filter((u) => u.role === 'ROLE_TEACHER');
    expect(teachers).toHaveLength(60);
    expect(seed.users.filter((u) => u.role === 'ROLE_STUDENT')).toHaveLength(40);
    expect(seed.announcements).toHaveLength(150);
    for (const demo of [DEMO_TEACHER, DEMO_TEACHER_2, DEMO_STUDENT, DEMO_STUDENT_2]) {
      expect(seed.users.find((u) => u.id === demo.id)).toMatchObject(demo);
    }
    expect(new Set(seed.users.map((u) => u.username)).size).toBe(100);
    expect(new Set(seed.users.map((u) => u.email)).size).toBe(100);
  });

  it('covers every rating colour band, no rating, missing photos, lessons and locations', () => {
    const teachers = seed.users.filter((u) => u.role === 'ROLE_TEACHER');
    const bands = new Set(
      teachers.map((t) => {
        const ratings = seed.reviews.filter((r) => r.teacherId === t.id).map((r) => r.rating);
        return band(
          ratings.length ? Math.round((ratings.reduce((a, b) => a + b) / ratings.length) * 10) / 10 : null,
        );
      }),
    );
    expect([...bands].sort()).toEqual(['green', 'none', 'orange', 'red', 'yellow']);
    const withPhoto = teachers.filter((t) => t.profileImageUrl !== null).length;
    expect(withPhoto).toBeGreaterThan(40);
    expect(withPhoto).toBeLessThan(60);
    expect(teachers.some((t) => t.completedLessons === null)).toBe(true);
    const texts = new Set(teachers.map((t) => t.locationText));
    expect(texts).toEqual(new Set([null, 'null', 'null/null']));
    expect(teachers.some((t) => t.city === null && t.locationText === null)).toBe(true);
    expect(teachers.some((t) => t.city !== null && t.district === null)).toBe(true);
  });

  it('places people in real provinces and districts and listings in real subcategories', () => {
    for (const user of seed.users.filter((u) => u.city)) {
      const province = PROVINCES.find((p) => p.name === user.city);
      expect(province, user.city!).toBeDefined();
    }
    for (const user of seed.users.filter((u) => u.city && u.district)) {
      const province = PROVINCES.find((p) => p.name === user.city);
      expect(province!.districts.map((d) => d.name)).toContain(user.district);
    }
    const subcategories = new Set(CATEGORIES.filter((c) => c.parentId !== null).map((c) => c.id));
    expect(seed.announcements.every((a) => subcategories.has(a.categoryId))).toBe(true);
    expect(PROVINCES).toHaveLength(81);
  });

  it('has lesson requests in every status, every notification type and group and private chats', () => {
    expect(new Set(seed.lessonRequests.map((r) => r.status))).toEqual(
      new Set(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED', 'COMPLETED', 'NO_SHOW']),
    );
    expect(new Set(seed.notifications.map((n) => n.type))).toEqual(
      new Set(['CHAT', 'LESSON_REQUEST', 'SYSTEM', 'REVIEW', 'ANNOUNCEMENT']),
    );
    expect(new Set(seed.chatRooms.map((r) => r.type))).toEqual(new Set(['PRIVATE', 'GROUP']));
    for (const room of seed.chatRooms)
      expect(seed.chatMessages.some((m) => m.chatRoomId === room.id)).toBe(true);
    const unreadForDemo = seed.chatMembers.filter(
      (m) =>
        m.userId === DEMO_STUDENT.id &&
        m.lastReadMessageId <
          Math.max(...seed.chatMessages.filter((x) => x.chatRoomId === m.chatRoomId).map((x) => x.id)),
    );
    expect(unreadForDemo.length).toBeGreaterThan(0);
  });
});
