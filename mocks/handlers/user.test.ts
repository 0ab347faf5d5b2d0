import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GetSubcategoriesResponse } from '../../src/generated/zod/categories/categories.zod';
import { GetRootExamTypesResponse } from '../../src/generated/zod/study/study.zod';
import { GetProfileByIdResponse, GetProfileByUsernameResponse } from '../../src/generated/zod/user/user.zod';
import { DEMO_PASSWORD, DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../db/demo';
import { getDb, resetDb } from '../db/store';
import { call, login } from './test-support';

beforeEach(async () => {
  await resetDb();
});

describe('profiles and account', () => {
  it('shows e-mail and phone only on the own profile', async () => {
    const pub = GetProfileByIdResponse.parse(
      (await call('GET', `/v1/user/profile/id/${DEMO_TEACHER.id}`)).body,
    ).data;
    expect(pub).toMatchObject({
      username: DEMO_TEACHER.username,
      email: null,
      phone: null,
      totalReviews: 25,
    });
    expect(pub.subjects?.map((s) => s.name)).toEqual(['TYT Matematik', 'AYT Matematik', 'Geometri']);
    const own = await call('GET', `/v1/user/profile/username/ZEYNEPCELIK`, { token: DEMO_TOKENS.teacher });
    expect(GetProfileByUsernameResponse.parse(own.body).data.email).toBe(DEMO_TEACHER.email);
    expect((await call('GET', '/v1/user/profile/id/9999')).status).toBe(404);
  });

  it('updates the profile and the password', async () => {
    const token = DEMO_TOKENS.student;
    const updated = await call('PUT', '/v1/user/update', {
      token,
      body: { name: 'Elif Su', surname: 'Demir', biography: null },
    });
    expect(updated.body).toMatchObject({ data: { name: 'Elif Su' } });
    const bad = await call('PUT', '/v1/user/password/update', {
      token,
      body: { currentPassword: 'yanlis', newPassword: 'Yeni.Sifre2' },
    });
    expect(bad.status).toBe(400);
    await call('PUT', '/v1/user/password/update', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Yeni.Sifre2' },
    });
    await expect(login(DEMO_STUDENT.username)).rejects.toThrow(/401/);
    await expect(login(DEMO_STUDENT.username, 'Yeni.Sifre2')).resolves.toMatchObject({
      userId: DEMO_STUDENT.id,
    });
  });

  it('resets a forgotten password with the token from the (console) link', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(
      (await call('POST', '/v1/auth/forgot-password', { body: { email: 'kimse@ornek.com' } })).status,
    ).toBe(200);
    await call('POST', '/v1/auth/forgot-password', { body: { email: DEMO_STUDENT.email } });
    const db = await getDb();
    const reset = db.sessions.findFirst((q) => q.where({ kind: 'password-reset', userId: DEMO_STUDENT.id }))!;
    expect(
      (await call('POST', '/v1/auth/reset-password', { body: { token: 'uydurma', newPassword: 'Abc.1234' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/v1/auth/reset-password', {
          body: { token: reset.token, newPassword: 'Abc.1234' },
        })
      ).status,
    ).toBe(200);
    await expect(login(DEMO_STUDENT.email, 'Abc.1234')).resolves.toMatchObject({ userId: DEMO_STUDENT.id });
    info.mockRestore();
  });

  it('deletes an account after the password is confirmed', async () => {
    const { token } = await login(DEMO_STUDENT.username);
    expect((await call('POST', '/v1/user/delete', { token, body: { password: 'yanlis' } })).status).toBe(400);
    expect((await call('POST', '/v1/user/delete', { token, body: { password: DEMO_PASSWORD } })).status).toBe(
      200,
    );
    expect((await call('GET', '/v1/user/me', { token })).status).toBe(401);
    expect(
      (await call<{ data: boolean }>('GET', `/v1/user/check/username?username=${DEMO_STUDENT.username}`)).body
        .data,
    ).toBe(true);
  });
});

describe('reference data', () => {
  it('lists subcategories and root exam types', async () => {
    const subs = GetSubcategoriesResponse.parse(
      (await call('GET', '/v1/categories/1/subcategories')).body,
    ).data;
    expect((Array.isArray(subs) ? subs : subs.data).map((c) => c.name)).toContain('LGS Matematik');
    const exams = GetRootExamTypesResponse.parse(
      (await call('GET', '/v1/study/exam-types/parents-null')).body,
    ).data;
    expect(exams.map((e) => e.name)).toEqual(
      expect.arrayContaining(['LGS', 'YKS TYT', 'YKS AYT', 'KPSS', 'ALES', 'YDS', 'DGS']),
    );
    expect(exams.map((e) => e.name)).not.toContain('KPSS Lisans');
  });
});
