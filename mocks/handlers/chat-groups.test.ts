import { beforeEach, describe, expect, it } from 'vitest';
import {
  CreateGroupChatResponse,
  GetChatsResponse,
  GetGroupChatCandidatesResponse,
} from '../../src/generated/zod/chat/chat.zod';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TEACHER_2, DEMO_TOKENS } from '../db/demo';
import { getDb, resetDb } from '../db/store';
import { approveDemoStudentsForAListing } from '../db/services/group-test-support';
import { call } from './test-support';

beforeEach(async () => {
  await resetDb();
});

/** A listing of the demo teacher both demo students are now approved for. */
const approvedListing = async () => approveDemoStudentsForAListing(await getDb());

const createGroup = (token: string, body: Record<string, unknown>) =>
  call<{ message: string; data: { chatRoomId: number } }>('POST', '/v1/chat/groups', { token, body });

async function openGroup() {
  const announcementId = await approvedListing();
  const result = await createGroup(DEMO_TOKENS.teacher, {
    announcementId,
    name: 'Perşembe Çalışma Grubu',
    memberIds: [DEMO_STUDENT.id, DEMO_STUDENT_2.id],
  });
  expect(result.status).toBe(200);
  return { announcementId, chatRoomId: CreateGroupChatResponse.parse(result.body).data.chatRoomId };
}

describe('opening a group chat', () => {
  it('lists the approved students per listing and opens the group for them, the teacher included', async () => {
    const announcementId = await approvedListing();
    const candidates = await call('GET', '/v1/chat/groups/candidates', { token: DEMO_TOKENS.teacher });
    const entry = GetGroupChatCandidatesResponse.parse(candidates.body).data.find(
      (c) => c.announcementId === announcementId,
    );
    expect(entry?.students.map((s) => s.userId)).toEqual(
      expect.arrayContaining([DEMO_STUDENT.id, DEMO_STUDENT_2.id]),
    );

    const result = await createGroup(DEMO_TOKENS.teacher, {
      announcementId,
      name: '  Perşembe   Çalışma Grubu ',
      memberIds: [DEMO_STUDENT.id, DEMO_STUDENT_2.id],
    });
    const group = CreateGroupChatResponse.parse(result.body).data;
    expect(group).toMatchObject({ name: 'Perşembe Çalışma Grubu', ownerId: DEMO_TEACHER.id, memberCount: 3 });
    expect(group.members[0]).toMatchObject({ userId: DEMO_TEACHER.id, owner: true });

    const rooms = await call('GET', `/v1/chat/getChats/${DEMO_STUDENT_2.username}`, {
      token: DEMO_TOKENS.student2,
    });
    const summary = (GetChatsResponse.parse(rooms.body).data as Array<{ chatRoomId: number }>).find(
      (room) => room.chatRoomId === group.chatRoomId,
    );
    expect(summary).toMatchObject({
      displayName: 'Perşembe Çalışma Grubu',
      chatRoomType: 'GROUP',
      memberCount: 3,
      ownerId: DEMO_TEACHER.id,
    });
  });

  it('refuses a student', async () => {
    const announcementId = await approvedListing();
    const result = await createGroup(DEMO_TOKENS.student, {
      announcementId,
      name: 'Bizim Grup',
      memberIds: [DEMO_STUDENT_2.id],
    });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Grup sohbetini yalnızca Eğitmenler açabilir.');
    const candidates = await call('GET', '/v1/chat/groups/candidates', { token: DEMO_TOKENS.student });
    expect(candidates.status).toBe(403);
  });

  it("refuses another teacher's listing", async () => {
    const announcementId = await approvedListing();
    const result = await createGroup(DEMO_TOKENS.teacher2, {
      announcementId,
      name: 'Bizim Grup',
      memberIds: [DEMO_STUDENT.id],
    });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe(
      'Grup sohbetini yalnızca kendi ilanınızın Öğrencileri için açabilirsiniz.',
    );
  });

  it('refuses a student without an approved request for that listing', async () => {
    const announcementId = await approvedListing();
    const db = await getDb();
    const outsider = db.users.findFirst((q) =>
      q.where(
        (u) =>
          u.role === 'ROLE_STUDENT' &&
          !db.lessonRequests.findFirst((r) => r.where({ announcementId, studentId: u.id })),
      ),
    )!;
    const result = await createGroup(DEMO_TOKENS.teacher, {
      announcementId,
      name: 'Bizim Grup',
      memberIds: [DEMO_STUDENT.id, outsider.id],
    });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe(
      'Gruba yalnızca bu ilan için onaylanmış ders talebi olan Öğrenciler eklenebilir.',
    );
  });

  it('refuses a name shorter than 2 or longer than 60 characters (after trimming)', async () => {
    const announcementId = await approvedListing();
    for (const name of [' A ', 'Ç'.repeat(61)]) {
      const result = await createGroup(DEMO_TOKENS.teacher, {
        announcementId,
        name,
        memberIds: [DEMO_STUDENT.id],
      });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Grup adı 2–60 karakter olmalıdır.');
    }
  });
});

describe('changing a group', () => {
  it('lets only the creator rename it, add and remove members', async () => {
    const { chatRoomId } = await openGroup();
    for (const [method, path, body] of [
      ['PUT', `/v1/chat/groups/${chatRoomId}`, { name: 'Yeni Ad' }],
      ['POST', `/v1/chat/groups/${chatRoomId}/members`, { userIds: [DEMO_STUDENT_2.id] }],
      ['DELETE', `/v1/chat/groups/${chatRoomId}/members/${DEMO_STUDENT_2.id}`, undefined],
    ] as const) {
      const result = await call(method, path, { token: DEMO_TOKENS.student, body });
      expect(result.status, `${method} ${path}`).toBe(403);
      expect(result.body.message).toBe('Grubu yalnızca onu oluşturan Eğitmen düzenleyebilir.');
    }
    const renamed = await call('PUT', `/v1/chat/groups/${chatRoomId}`, {
      token: DEMO_TOKENS.teacher,
      body: { name: 'Cuma Grubu' },
    });
    expect(renamed.body).toMatchObject({ data: { name: 'Cuma Grubu' } });
  });

  it('refuses adding a student without an approved request for the listing', async () => {
    const { chatRoomId } = await openGroup();
    const db = await getDb();
    const room = db.chatRooms.findFirst((q) => q.where({ id: chatRoomId }))!;
    const outsider = db.users.findFirst((q) =>
      q.where(
        (u) =>
          u.role === 'ROLE_STUDENT' &&
          !db.lessonRequests.findFirst((r) =>
            r.where({ announcementId: room.announcementId!, studentId: u.id }),
          ),
      ),
    )!;
    const result = await call('POST', `/v1/chat/groups/${chatRoomId}/members`, {
      token: DEMO_TOKENS.teacher,
      body: { userIds: [outsider.id] },
    });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe(
      'Gruba yalnızca bu ilan için onaylanmış ders talebi olan Öğrenciler eklenebilir.',
    );
  });

  it('shuts a removed member out of the history, and refuses removing the creator', async () => {
    const { chatRoomId } = await openGroup();
    const removed = await call('DELETE', `/v1/chat/groups/${chatRoomId}/members/${DEMO_STUDENT_2.id}`, {
      token: DEMO_TOKENS.teacher,
    });
    expect(removed.body).toMatchObject({ data: { memberCount: 2 } });
    const history = await call('GET', `/v1/chat/history/${chatRoomId}`, { token: DEMO_TOKENS.student2 });
    expect(history.status).toBe(403);
    expect(history.body.message).toBe('Bu sohbete erişim yetkiniz yok.');
    const self = await call('DELETE', `/v1/chat/groups/${chatRoomId}/members/${DEMO_TEACHER.id}`, {
      token: DEMO_TOKENS.teacher,
    });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('Grubu oluşturan Eğitmen gruptan çıkarılamaz.');
  });

  it('lets a member leave (the room leaves their list), but not the creator, and not a stranger', async () => {
    const { chatRoomId } = await openGroup();
    const left = await call('POST', `/v1/chat/groups/${chatRoomId}/leave`, { token: DEMO_TOKENS.student });
    expect(left.status).toBe(200);
    const rooms = await call('GET', `/v1/chat/getChats/${DEMO_STUDENT.username}`, {
      token: DEMO_TOKENS.student,
    });
    expect(JSON.stringify(rooms.body)).not.toContain(`"chatRoomId":${chatRoomId},`);
    const again = await call('POST', `/v1/chat/groups/${chatRoomId}/leave`, { token: DEMO_TOKENS.student });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Bu sohbete erişim yetkiniz yok.');
    const owner = await call('POST', `/v1/chat/groups/${chatRoomId}/leave`, { token: DEMO_TOKENS.teacher });
    expect(owner.status).toBe(403);
    expect(owner.body.message).toBe('Grubu oluşturan Eğitmen gruptan ayrılamaz; üyeleri çıkarabilirsiniz.');
    const stranger = await call('GET', `/v1/chat/groups/${chatRoomId}`, { token: DEMO_TOKENS.teacher2 });
    expect(stranger.status).toBe(403);
    expect(DEMO_TEACHER_2.id).not.toBe(DEMO_TEACHER.id);
  });
});
