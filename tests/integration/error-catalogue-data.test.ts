import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS, VERIFICATION_CODE } from '../../mocks/db/demo';
import {
  ENVELOPE_MESSAGE,
  REGISTRATION_REJECTED_MESSAGE,
  VERIFICATION_REJECTED_MESSAGE,
} from '../../mocks/scenarios/registry';
import { resetScenario, setScenario } from '../../mocks/scenarios/testing';
import { registerStudent, registerTeacher } from '../../src/generated/api/auth/auth';
import { getRootCategories, getSubcategories } from '../../src/generated/api/categories/categories';
import { getChatHistory, getChats } from '../../src/generated/api/chat/chat';
import { getDashboardCounts } from '../../src/generated/api/dashboard/dashboard';
import type { ChatRoomSummary } from '../../src/generated/api/model';
import { getRootExamTypes } from '../../src/generated/api/study/study';
import {
  filterTeachers,
  getAllTeachers,
  updateTeacherLocation,
} from '../../src/generated/api/teacher/teacher';
import { checkEmail, checkPhone, checkUsername, uploadProfileImage } from '../../src/generated/api/user/user';
import { sendEmailCode, verifyEmailCode } from '../../src/generated/api/verification/verification';
import { writeAccessToken, writeStoredUser } from '../../src/lib/api';
import { type DataRow, rejection, rowTitle } from '../support/error-catalogue';

/*
 * The error-catalogue rows about a call's outcome (registration, verification, upload, location, directory,
 * chat, about): each test drives the row's scenario through the real generated client and asserts what the
 * screen is handed (kind, status, server message), without rendering it.
 * tests/integration/error-catalogue.test.tsx drives the rows through the screens themselves.
 */

// A registration the default scenario would accept, so a scenario that stopped failing fails the test.
const student = {
  userName: 'deniz.aydin',
  name: 'Deniz',
  surname: 'Aydın',
  password: 'Gizli.123',
  email: 'deniz.aydin@ornek.com.tr',
  phone: '05321234567',
  examTypeId: null,
};
const teacher = {
  ...student,
  userName: 'kerem.sahin',
  email: 'kerem.sahin@ornek.com.tr',
  phone: '05329876543',
  category: [101],
  experience: 6,
  biography: 'Altı yıldır lise öğrencilerine matematik ve geometri dersi veriyorum.',
};

function signInAs(account: { id: number; username: string }, role: string, token: string): void {
  writeStoredUser({ id: account.id, username: account.username, role, profileImageUrl: null });
  writeAccessToken(token);
}

const serverError = { kind: 'http', status: 500, serverMessage: undefined };

afterEach(resetScenario);

const rows = {
  registrationFailure: [
    ['registration-fails', 'errors-envelope'],
    async () => {
      await setScenario('registration-fails');
      expect(await rejection(registerStudent(student))).toMatchObject({
        kind: 'http',
        status: 400,
        serverMessage: REGISTRATION_REJECTED_MESSAGE,
      });
      // A 200 refusal: the alert shows the server message too.
      await setScenario('errors-envelope', { fail: ['registerTeacher'] });
      expect(await rejection(registerTeacher(teacher))).toMatchObject({
        kind: 'rejected',
        status: 200,
        serverMessage: ENVELOPE_MESSAGE,
      });
    },
  ],
  registrationException: [
    ['registration-error', 'offline'],
    async () => {
      // No server message: the screen falls back to 'Kayıt sırasında bir hata oluştu. …'.
      await setScenario('registration-error');
      expect(await rejection(registerTeacher(teacher))).toMatchObject(serverError);
      await setScenario('offline', { fail: ['registerStudent'] });
      expect(await rejection(registerStudent(student))).toMatchObject({ kind: 'network', status: 0 });
    },
  ],
  registerCategories: [
    ['categories-fail'],
    async () => {
      await setScenario('categories-fail');
      expect(await rejection(getRootCategories())).toMatchObject(serverError);
    },
  ],
  examTypes: [
    ['exam-types-fail'],
    async () => {
      await setScenario('exam-types-fail');
      expect(await rejection(getRootExamTypes())).toMatchObject(serverError);
      // Only the exam types fail: the rest of the student tab still loads.
      expect((await getRootCategories()).success).toBe(true);
    },
  ],
  subcategories: [
    ['subcategories-fail'],
    async () => {
      await setScenario('subcategories-fail');
      const roots = await getRootCategories();
      const [first] = Array.isArray(roots.data) ? roots.data : roots.data.data;
      expect(first).toBeDefined();
      expect(await rejection(getSubcategories(first!.id))).toMatchObject(serverError);
    },
  ],
  availability: [
    ['availability-fails'],
    async () => {
      await setScenario('availability-fails');
      // The form treats each of these as taken.
      expect(await rejection(checkUsername({ username: 'deniz.aydin' }))).toMatchObject(serverError);
      expect(await rejection(checkEmail({ email: 'deniz.aydin@ornek.com.tr' }))).toMatchObject(serverError);
      expect(await rejection(checkPhone({ phone: '05321234567' }))).toMatchObject(serverError);
    },
  ],
  verification: [
    ['verification-fails'],
    async () => {
      await setScenario('verification-fails');
      // Even the right code fails, with a server message to show.
      const call = verifyEmailCode({ email: DEMO_STUDENT.email, code: VERIFICATION_CODE });
      expect(await rejection(call)).toMatchObject({
        kind: 'http',
        status: 400,
        serverMessage: VERIFICATION_REJECTED_MESSAGE,
      });
    },
  ],
  resend: [
    ['resend-fails'],
    async () => {
      await setScenario('resend-fails');
      expect(await rejection(sendEmailCode({ email: 'deniz.aydin@ornek.com.tr' }))).toMatchObject(
        serverError,
      );
    },
  ],
  upload: [
    ['upload-fails'],
    async () => {
      signInAs(DEMO_TEACHER, 'ROLE_TEACHER', DEMO_TOKENS.teacher);
      await setScenario('upload-fails');
      const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'profil.png', { type: 'image/png' });
      expect(await rejection(uploadProfileImage({ file, userId: DEMO_TEACHER.id }))).toMatchObject(
        serverError,
      );
    },
  ],
  location: [
    ['location-fails'],
    async () => {
      signInAs(DEMO_TEACHER, 'ROLE_TEACHER', DEMO_TOKENS.teacher);
      await setScenario('location-fails');
      const call = updateTeacherLocation({ userId: DEMO_TEACHER.id, city: 'İzmir', district: 'Karşıyaka' });
      expect(await rejection(call)).toMatchObject(serverError);
    },
  ],
  chatHistory: [
    ['chat-history-fails'],
    async () => {
      signInAs(DEMO_STUDENT, 'ROLE_STUDENT', DEMO_TOKENS.student);
      await setScenario('chat-history-fails');
      const chats = await getChats(DEMO_STUDENT.username);
      const rooms: ChatRoomSummary[] = Array.isArray(chats.data) ? chats.data : chats.data.data;
      expect(rooms.length).toBeGreaterThan(0);
      // The screen shows an empty conversation.
      expect(await rejection(getChatHistory(rooms[0]!.chatRoomId))).toMatchObject(serverError);
    },
  ],
  teacherFetch: [
    ['teachers-fail', 'errors-envelope', 'malformed', 'offline'],
    async () => {
      // success:false without a message: the directory shows 'Veri alınamadı'.
      await setScenario('teachers-fail');
      const rejected = { kind: 'rejected', status: 200, serverMessage: undefined };
      expect(await rejection(getAllTeachers({ page: 0 }))).toMatchObject(rejected);
      const body = { keyword: 'fizik', categoryIds: null, sortByRating: false };
      expect(await rejection(filterTeachers(body, { page: 0 }))).toMatchObject(rejected);
      // With a message, that message; a parse or network error shows its own message.
      await setScenario('errors-envelope', { fail: ['getAllTeachers'] });
      expect(await rejection(getAllTeachers({ page: 0 }))).toMatchObject({ serverMessage: ENVELOPE_MESSAGE });
      await setScenario('malformed', { fail: ['getAllTeachers'] });
      expect(await rejection(getAllTeachers({ page: 0 }))).toMatchObject({ kind: 'malformed', status: 200 });
      await setScenario('offline', { fail: ['getAllTeachers'] });
      expect(await rejection(getAllTeachers({ page: 0 }))).toMatchObject({ kind: 'network', status: 0 });
    },
  ],
  directoryCategories: [
    ['categories-fail'],
    async () => {
      await setScenario('categories-fail');
      const db = await getDb();
      const root = db.categories.findFirst((q) => q.where({ parentId: null }));
      expect(await rejection(getRootCategories())).toMatchObject(serverError);
      expect(await rejection(getSubcategories(root!.id))).toMatchObject(serverError);
      // The teacher list itself still loads.
      expect((await getAllTeachers({ page: 0 })).data.content.length).toBeGreaterThan(0);
    },
  ],
  aboutCounts: [
    ['counts-fail'],
    async () => {
      // The about page keeps its counters at 0.
      await setScenario('counts-fail');
      expect(await rejection(getDashboardCounts())).toMatchObject(serverError);
    },
  ],
} satisfies Record<DataRow, [string[], () => Promise<void>]>;

describe('error catalogue: what the generated client hands the screen', () => {
  for (const [row, [scenarios, test]] of Object.entries(rows) as Array<[DataRow, (typeof rows)[DataRow]]>) {
    it(rowTitle(row, ...scenarios), test, 15_000);
  }
});
