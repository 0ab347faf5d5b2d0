import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GetAnnouncementResponse } from '../../src/generated/zod/announcements/announcements.zod';
import { GetRootCategoriesResponse } from '../../src/generated/zod/categories/categories.zod';
import { GetChatHistoryResponse, GetChatsResponse } from '../../src/generated/zod/chat/chat.zod';
import { GetLessonRequestResponse } from '../../src/generated/zod/lesson-requests/lesson-requests.zod';
import { GetNotificationsResponse } from '../../src/generated/zod/notifications/notifications.zod';
import { GetProvinceResponse } from '../../src/generated/zod/provinces/provinces.zod';
import { GetTeacherReviewsResponse } from '../../src/generated/zod/reviews/reviews.zod';
import { GetRootExamTypesResponse } from '../../src/generated/zod/study/study.zod';
import { GetSavedTeachersResponse } from '../../src/generated/zod/saved-teachers/saved-teachers.zod';
import { GetAllTeachersResponse, GetTeacherStatsResponse } from '../../src/generated/zod/teacher/teacher.zod';
import { GetProfileByIdResponse } from '../../src/generated/zod/user/user.zod';
import { PROVINCES } from '../data/provinces';
import type { Db } from './collections';
import { toChatMessage, toChatSummary } from './views/chat';
import { toAnnouncement, toCategory, toExamType } from './views/catalog';
import { toReview } from './views/reviews';
import { toLessonRequest, toNotification } from './views/requests';
import { toProfile, toTeacher } from './views/users';
import { savedTeachersOf } from './services/saved-teachers';
import { teacherStats } from './services/teachers';
import { getDb, resetDb } from './store';

/** Every seeded record, shown through the views the handlers use, must parse with the generated schemas. */
let db: Db;
beforeAll(async () => {
  db = await resetDb();
});

const envelope = <T>(data: T) => ({ success: true, message: null, data });
const expectValid = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success ? 'ok' : JSON.stringify(result.error.issues[0])).toBe('ok');
};

describe('seeded records against the contract', () => {
  it('loads the seed into @msw/data collections', async () => {
    expect((await getDb()).users.count()).toBe(100);
  });

  it('users as teacher cards and profiles', () => {
    const card = GetAllTeachersResponse.shape.data.shape.content.element;
    for (const user of db.users.all()) {
      if (user.role === 'ROLE_TEACHER') expectValid(card, toTeacher(db, user));
      expectValid(GetProfileByIdResponse, envelope(toProfile(db, user, { own: true })));
    }
  });

  it('listings, reviews, categories and exam types', () => {
    for (const a of db.announcements.all())
      expectValid(GetAnnouncementResponse, envelope(toAnnouncement(db, a)));
    const review = GetTeacherReviewsResponse.shape.data.shape.content.element;
    for (const r of db.reviews.all()) expectValid(review, toReview(r));
    expectValid(GetRootCategoriesResponse, envelope(db.categories.all().map(toCategory)));
    expectValid(GetRootExamTypesResponse, envelope(db.examTypes.all().map(toExamType)));
  });

  it('chat rooms for each member, histories, notifications and lesson requests for both sides', () => {
    for (const member of db.chatMembers.all()) {
      const room = db.chatRooms.findFirst((q) => q.where({ id: member.chatRoomId }))!;
      expectValid(GetChatsResponse, envelope([toChatSummary(db, room, member.userId)]));
    }
    expectValid(GetChatHistoryResponse, envelope(db.chatMessages.all().map((m) => toChatMessage(db, m))));
    expectValid(GetNotificationsResponse, envelope(db.notifications.all().map(toNotification)));
    for (const r of db.lessonRequests.all()) {
      expectValid(GetLessonRequestResponse, envelope(toLessonRequest(db, r)));
    }
  });

  it("teacher figures and students' saved teachers", async () => {
    for (const user of db.users.all()) {
      if (user.role === 'ROLE_TEACHER')
        expectValid(GetTeacherStatsResponse, envelope(await teacherStats(db, user)));
      else
        expectValid(
          GetSavedTeachersResponse,
          envelope(savedTeachersOf(db, user).map((teacher) => toTeacher(db, teacher))),
        );
    }
  });

  it('provinces with their districts', () => {
    for (const p of PROVINCES) expectValid(GetProvinceResponse, { status: 'OK', data: p });
  });
});
