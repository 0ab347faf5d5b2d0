import {
  getFilterTeachersMockHandler,
  getGetAllTeachersMockHandler,
  getGetTeacherAvailabilityMockHandler,
  getGetTeacherStatsMockHandler,
  getUpdateTeacherAvailabilityMockHandler,
  getUpdateTeacherLocationMockHandler,
} from '../../src/generated/api/teacher/teacher.msw';
import {
  getGetSavedTeachersMockHandler,
  getSaveTeacherMockHandler,
  getUnsaveTeacherMockHandler,
} from '../../src/generated/api/saved-teachers/saved-teachers.msw';
import {
  FilterTeachersBody,
  UpdateTeacherAvailabilityBody,
  UpdateTeacherLocationBody,
} from '../../src/generated/zod/teacher/teacher.zod';
import { paginate, readPaging } from '../db/paging';
import { updateLocation } from '../db/services/accounts';
import { availabilityOf, updateAvailability } from '../db/services/availability';
import { saveTeacher, savedTeachersOf, unsaveTeacher } from '../db/services/saved-teachers';
import { allTeachers, filterTeachers, teacherStats } from '../db/services/teachers';
import { toTeacher, toTeachers } from '../db/views/users';
import { droppingUnusable } from './filters';
import { ACK, idParam, ok, readBody, requireUser, withDb } from './http';

/** The server's page size for the directory (the home page asks for 12 with `size`, the filter cannot). */
export const TEACHER_PAGE_SIZE = 12;

/** The filter's own fields (beside the spec's keyword, categoryIds, sortByRating): dropped when unusable. */
const TEACHER_FILTER_BODY = droppingUnusable(FilterTeachersBody, [
  'lessonMode',
  'cityId',
  'districtId',
  'minPrice',
  'maxPrice',
  'minRating',
  'availableDays',
  'dayPart',
  'verifiedOnly',
  'sort',
]);

export const teacherHandlers = [
  getGetAllTeachersMockHandler(
    withDb(({ request, db }) => {
      const { page, size } = readPaging(new URL(request.url), TEACHER_PAGE_SIZE);
      const result = paginate(allTeachers(db), page, size);
      return ok({ ...result, content: toTeachers(db, result.content) });
    }),
  ),
  getFilterTeachersMockHandler(
    withDb(async ({ request, db }) => {
      const { page } = readPaging(new URL(request.url), TEACHER_PAGE_SIZE);
      const result = paginate(
        filterTeachers(db, await readBody(request, TEACHER_FILTER_BODY)),
        page,
        TEACHER_PAGE_SIZE,
      );
      return ok({ ...result, content: toTeachers(db, result.content) });
    }),
  ),
  getUpdateTeacherLocationMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      await updateLocation(db, user, await readBody(request, UpdateTeacherLocationBody));
      return ACK('Konumunuz güncellendi.');
    }),
  ),
  getGetTeacherAvailabilityMockHandler(
    withDb(({ params, db }) => ok(availabilityOf(db, idParam(params.id)))),
  ),
  getUpdateTeacherAvailabilityMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      const body = await readBody(request, UpdateTeacherAvailabilityBody);
      return ok(await updateAvailability(db, user, body), 'Müsaitlik bilginiz kaydedildi.');
    }),
  ),
  getGetTeacherStatsMockHandler(
    withDb(async ({ request, db }) => ok(await teacherStats(db, requireUser(db, request)))),
  ),

  getGetSavedTeachersMockHandler(
    withDb(({ request, db }) =>
      ok(savedTeachersOf(db, requireUser(db, request)).map((teacher) => toTeacher(db, teacher))),
    ),
  ),
  getSaveTeacherMockHandler(
    withDb(async ({ request, params, db }) => {
      await saveTeacher(db, requireUser(db, request), idParam(params.teacherId));
      return ACK('Eğitmen kaydedildi.');
    }),
  ),
  getUnsaveTeacherMockHandler(
    withDb(({ request, params, db }) => {
      unsaveTeacher(db, requireUser(db, request), idParam(params.teacherId));
      return ACK('Eğitmen kaydedilenlerden çıkarıldı.');
    }),
  ),
];
