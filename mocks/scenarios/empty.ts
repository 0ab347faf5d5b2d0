import { HttpResponse } from 'msw';
import type {
  AnnouncementPageResponse,
  CategoryAnnouncementPageResponse,
  CountResponse,
  DashboardCountsResponse,
  TeacherPageResponse,
} from '../../src/generated/api/model';
import { getDb } from '../db/store';
import { paginate, readPaging } from '../db/paging';
import { ANNOUNCEMENT_PAGE_SIZE, CATEGORY_PAGE_SIZE } from '../handlers/announcements';
import { TEACHER_PAGE_SIZE } from '../handlers/teacher';
import type { OperationId } from './operations';

/*
 * The `empty` scenario answers the market's read operations itself, as the stateful handlers would over a db
 * with no teachers and no listings. It does not empty the db: the db is shared by every tab through IndexedDB,
 * while a scenario belongs to one tab, and switching back must not lose anything.
 */

function emptyPage(request: Request, defaultSize: number) {
  const { page, size } = readPaging(new URL(request.url), defaultSize);
  return paginate<never>([], page, size);
}

type EmptyAnswer = (request: Request) => Promise<Response> | Response;

export const EMPTY_ANSWERS: Readonly<Partial<Record<OperationId, EmptyAnswer>>> = {
  getAllTeachers: (request) =>
    HttpResponse.json({
      success: true,
      message: null,
      data: emptyPage(request, TEACHER_PAGE_SIZE),
    } satisfies TeacherPageResponse),
  filterTeachers: (request) =>
    HttpResponse.json({
      success: true,
      message: null,
      // The filter has no `size` parameter: the server's page size always applies.
      data: paginate<never>([], readPaging(new URL(request.url), TEACHER_PAGE_SIZE).page, TEACHER_PAGE_SIZE),
    } satisfies TeacherPageResponse),
  getAnnouncementsPage: (request) =>
    HttpResponse.json({
      success: true,
      message: null,
      data: emptyPage(request, ANNOUNCEMENT_PAGE_SIZE),
    } satisfies AnnouncementPageResponse),
  getAnnouncementsByCategory: (request) =>
    HttpResponse.json({
      success: true,
      message: null,
      data: emptyPage(request, CATEGORY_PAGE_SIZE),
    } satisfies CategoryAnnouncementPageResponse),
  getAnnouncementsByTeacher: (request) =>
    HttpResponse.json({
      success: true,
      message: null,
      data: emptyPage(request, 10),
    } satisfies AnnouncementPageResponse),
  getAnnouncement: () =>
    HttpResponse.json({ success: false, message: 'İlan bulunamadı.', data: null }, { status: 404 }),
  getAnnouncementCount: () =>
    HttpResponse.json({ success: true, message: null, data: 0 } satisfies CountResponse),
  getDashboardCounts: async () => {
    const db = await getDb();
    return HttpResponse.json({
      success: true,
      message: null,
      data: {
        studentCount: db.users.findMany((q) => q.where({ role: 'ROLE_STUDENT' })).length,
        teacherCount: 0,
        categoryCount: db.categories.count(),
        announcementCount: 0,
      },
    } satisfies DashboardCountsResponse);
  },
};
