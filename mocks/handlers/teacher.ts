import {
  getFilterTeachersMockHandler,
  getGetAllTeachersMockHandler,
  getUpdateTeacherLocationMockHandler,
} from '../../src/generated/api/teacher/teacher.msw';
import { FilterTeachersBody, UpdateTeacherLocationBody } from '../../src/generated/zod/teacher/teacher.zod';
import { paginate, readPaging } from '../db/paging';
import { updateLocation } from '../db/services/accounts';
import { allTeachers, filterTeachers } from '../db/services/teachers';
import { toTeacher } from '../db/views/users';
import { ACK, ok, readBody, requireUser, withDb } from './http';

/** The server's page size for the directory (the home page asks for 12 with `size`, the filter cannot). */
export const TEACHER_PAGE_SIZE = 12;

export const teacherHandlers = [
  getGetAllTeachersMockHandler(
    withDb(({ request, db }) => {
      const { page, size } = readPaging(new URL(request.url), TEACHER_PAGE_SIZE);
      const result = paginate(allTeachers(db), page, size);
      return ok({ ...result, content: result.content.map((teacher) => toTeacher(db, teacher)) });
    }),
  ),
  getFilterTeachersMockHandler(
    withDb(async ({ request, db }) => {
      const { page } = readPaging(new URL(request.url), TEACHER_PAGE_SIZE);
      const result = paginate(
        filterTeachers(db, await readBody(request, FilterTeachersBody)),
        page,
        TEACHER_PAGE_SIZE,
      );
      return ok({ ...result, content: result.content.map((teacher) => toTeacher(db, teacher)) });
    }),
  ),
  getUpdateTeacherLocationMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      await updateLocation(db, user, await readBody(request, UpdateTeacherLocationBody));
      return ACK('Konumunuz güncellendi.');
    }),
  ),
];
