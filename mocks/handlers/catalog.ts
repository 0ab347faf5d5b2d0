import {
  getGetRootCategoriesMockHandler,
  getGetSubcategoriesMockHandler,
} from '../../src/generated/api/categories/categories.msw';
import {
  getGetAnnouncementCountMockHandler,
  getGetDashboardCountsMockHandler,
} from '../../src/generated/api/dashboard/dashboard.msw';
import { getGetRootExamTypesMockHandler } from '../../src/generated/api/study/study.msw';
import { toCategory, toExamType } from '../db/views/catalog';
import { idParam, ok, withDb } from './http';

/** Categories, exam types and the public counters: reference data, no sign-in needed. */
export const catalogHandlers = [
  getGetRootCategoriesMockHandler(
    withDb(({ db }) => ok(db.categories.findMany((q) => q.where({ parentId: null })).map(toCategory))),
  ),
  getGetSubcategoriesMockHandler(
    withDb(({ params, db }) => {
      const parentId = idParam(params.id);
      return ok(db.categories.findMany((q) => q.where({ parentId })).map(toCategory));
    }),
  ),
  getGetRootExamTypesMockHandler(
    withDb(({ db }) => ok(db.examTypes.findMany((q) => q.where({ parentId: null })).map(toExamType))),
  ),
  getGetAnnouncementCountMockHandler(withDb(({ db }) => ok(db.announcements.count()))),
  getGetDashboardCountsMockHandler(
    withDb(({ db }) =>
      ok({
        studentCount: db.users.findMany((q) => q.where({ role: 'ROLE_STUDENT' })).length,
        teacherCount: db.users.findMany((q) => q.where({ role: 'ROLE_TEACHER' })).length,
        categoryCount: db.categories.count(),
        announcementCount: db.announcements.count(),
      }),
    ),
  ),
];
