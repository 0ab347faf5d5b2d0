import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/*
 * The spec's table of calls and its entity field lists, transcribed once. If openapi.yaml loses a call or a
 * field the product depends on, this fails before any generated code drifts.
 */
const SECTION_7_CALLS: Array<[method: string, path: string, query?: string[]]> = [
  ['post', '/v1/auth/refresh'],
  ['post', '/v1/auth/logout/{userId}', ['token']],
  ['get', '/v1/chat/getChats/{username}'],
  ['get', '/v1/chat/history/{chatRoomId}'],
  ['put', '/v1/chat/readAll/{chatRoomId}'],
  ['get', '/v1/notifications'],
  ['put', '/v1/notifications/{id}/read'],
  ['get', '/v1/dashboard/announcement'],
  ['get', '/v1/dashboard/counts'],
  ['get', '/v1/announcements/pageable', ['page', 'size']],
  ['get', '/v1/announcements/category/{categoryId}', ['page', 'size']],
  ['get', '/v1/categories/root'],
  ['get', '/v1/categories/{id}/subcategories'],
  ['get', '/v1/teacher/all', ['page', 'size']],
  ['post', '/v1/teacher/filter', ['page']],
  ['get', '/v1/study/exam-types/parents-null'],
  ['get', '/v1/user/check/username', ['username']],
  ['get', '/v1/user/check/email', ['email']],
  ['get', '/v1/user/check/phone', ['phone']],
  ['post', '/v1/auth/register/student'],
  ['post', '/v1/auth/register/teacher'],
  ['post', '/v1/verification/verify-email-code', ['email', 'code']],
  ['post', '/v1/verification/send-email-code', ['email']],
  ['post', '/v1/user/upload/profileImage'],
  ['put', '/v1/teacher/location/update'],
  ['get', '/v1/provinces'],
  ['get', '/v1/provinces/{id}'],
];

const SECTION_3_FIELDS: Record<string, string[]> = {
  Teacher: [
    'id',
    'name',
    'surName',
    'username',
    'profileImage',
    'averageRating',
    'totalReviews',
    'completedLessons',
    'location',
  ],
  Category: ['id', 'name'],
  ExamType: ['id', 'name'],
  Province: ['id', 'name'],
  ProvinceDetail: ['id', 'name', 'districts'],
  District: ['id', 'name'],
  Announcement: ['id', 'categoryResponse'],
  Notification: ['id', 'type', 'title', 'content', 'createdAt', 'read', 'relatedId'],
  ChatRoomSummary: [
    'chatRoomId',
    'displayName',
    'displayUsername',
    'lastMessage',
    'unreadCount',
    'profileImageUrl',
    'chatRoomType',
  ],
  ChatMessage: [
    'chatRoomId',
    'chatRoomType',
    'content',
    'senderUsername',
    'timestamp',
    'profileImageUrl',
    'receiverUsername',
    'receiverName',
    'receiverSurname',
    'receiverProfileImageUrl',
    'receiverId',
    'teacherId',
    'id',
  ],
  SendMessage: ['chatRoomId', 'content', 'senderUsername', 'chatRoomType', 'receiverUsername'],
  StudentRegisterRequest: ['userName', 'name', 'surname', 'password', 'email', 'phone', 'examTypeId'],
  TeacherRegisterRequest: [
    'userName',
    'name',
    'surname',
    'password',
    'email',
    'phone',
    'category',
    'experience',
    'biography',
  ],
  AuthSession: ['userId', 'username', 'role', 'profileImageUrl', 'accessToken'],
  TeacherFilterRequest: ['keyword', 'categoryIds', 'sortByRating'],
  DashboardCounts: ['studentCount', 'teacherCount', 'categoryCount', 'announcementCount'],
  TeacherPage: ['content', 'totalPages'],
  AnnouncementPage: ['content', 'last'],
  LocationUpdateRequest: ['userId', 'city', 'district'],
  ProfileImageUpload: ['file', 'userId'],
  UnauthorizedResult: ['success', 'message', 'data', 'httpStatus'],
};

type Operation = { 'x-source'?: string; parameters?: Array<{ $ref?: string; name?: string; in?: string }> };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown> }>;
    parameters: Record<string, { name: string }>;
  };
};

const doc = parse(readFileSync(resolve(__dirname, '../../openapi.yaml'), 'utf8')) as Doc;

const parameterNames = (operation: Operation): string[] =>
  (operation.parameters ?? []).map((p) =>
    p.$ref ? (doc.components.parameters[p.$ref.split('/').pop() ?? '']?.name ?? '') : (p.name ?? ''),
  );

describe('openapi.yaml covers the product specification', () => {
  it.each(SECTION_7_CALLS)('%s %s is in the contract, marked x-source: spec', (method, path, query = []) => {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(operation?.['x-source']).toBe('spec');
    expect(parameterNames(operation!)).toEqual(expect.arrayContaining(query));
  });

  it.each(Object.entries(SECTION_3_FIELDS))('%s has the fields the spec lists', (schema, fields) => {
    expect(Object.keys(doc.components.schemas[schema]?.properties ?? {})).toEqual(
      expect.arrayContaining(fields),
    );
  });

  it('marks every operation as spec or inferred', () => {
    const unmarked = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .filter(([, operation]) => !['spec', 'inferred'].includes(operation['x-source'] ?? ''))
        .map(([method]) => `${method} ${path}`),
    );
    expect(unmarked).toEqual([]);
  });
});
