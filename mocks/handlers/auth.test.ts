import { beforeEach, describe, expect, it } from 'vitest';
import {
  LoginResponse,
  RefreshTokenResponse,
  RegisterStudentResponse,
} from '../../src/generated/zod/auth/auth.zod';
import { GetCurrentUserResponse } from '../../src/generated/zod/user/user.zod';
import { DEMO_STUDENT, DEMO_TEACHER, VERIFICATION_CODE } from '../db/demo';
import { expireAccessTokens } from '../db/services/auth';
import { getDb, resetDb } from '../db/store';
import { UNAUTHORIZED } from './http';
import { call, login, refreshCookieOf } from './test-support';

beforeEach(async () => {
  await resetDb();
});

const newStudent = {
  userName: 'yeniogrenci',
  name: 'Deniz',
  surname: 'Aksoy',
  password: 'Guclu.Sifre1',
  email: 'deniz.aksoy@ornek.com.tr',
  phone: '05001112233',
  examTypeId: 2,
};

const available = async (kind: string, value: string) =>
  (await call<{ data: boolean }>('GET', `/v1/user/check/${kind}?${kind}=${encodeURIComponent(value)}`)).body
    .data;

describe('registration and verification', () => {
  it('makes username, e-mail and phone taken for the three check endpoints', async () => {
    expect(await available('username', 'yeniogrenci')).toBe(true);
    expect(await available('email', newStudent.email)).toBe(true);
    expect(await available('phone', newStudent.phone)).toBe(true);

    const registered = await call('POST', '/v1/auth/register/student', { body: newStudent });
    expect(registered.status).toBe(200);
    expect(RegisterStudentResponse.parse(registered.body).data.username).toBe('yeniogrenci');
    expect(refreshCookieOf(registered.headers)).toMatch(/^refreshToken=mock-refresh\./);

    expect(await available('username', 'YeniOgrenci')).toBe(false);
    expect(await available('email', 'DENIZ.AKSOY@ornek.com.tr')).toBe(false);
    expect(await available('phone', newStudent.phone)).toBe(false);
    expect(await available('username', DEMO_TEACHER.username)).toBe(false);
  });

  it('refuses a second account with a taken username, e-mail or phone', async () => {
    await call('POST', '/v1/auth/register/student', { body: newStudent });
    const again = await call('POST', '/v1/auth/register/student', {
      body: { ...newStudent, email: 'baska@ornek.com' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: 'Bu kullanıcı adı zaten kullanımda' });
    const phone = await call('POST', '/v1/auth/register/student', {
      body: { ...newStudent, userName: 'baskabiri', email: 'baska@ornek.com' },
    });
    expect(phone.body).toMatchObject({ success: false, message: 'Bu telefon numarası zaten kullanımda' });
  });

  it('reads a phone with the country code as the same number, and refuses one kept as digits', async () => {
    await call('POST', '/v1/auth/register/student', { body: newStudent });
    expect(await available('phone', '+90 500 111 22 33')).toBe(false);
    expect(await available('phone', '0090 500 111 22 33')).toBe(false);
    const asDigits = await call('POST', '/v1/auth/register/student', {
      body: { ...newStudent, userName: 'baskabiri', email: 'baska@ornek.com', phone: '00905001112' },
    });
    expect(asDigits.body).toMatchObject({
      success: false,
      message: 'Telefon numarası 0 ile başlamalı ve 11 haneli olmalıdır',
    });
  });

  it.each(['ab/c?d#e%', 'javascript:alert(1)', '"><script>1</script>', 'ışık'])(
    'refuses the username %j with the username rule, for both roles',
    async (userName) => {
      for (const role of ['student', 'teacher']) {
        const refused = await call('POST', `/v1/auth/register/${role}`, {
          body: { ...newStudent, userName },
        });
        expect(refused).toMatchObject({
          status: 400,
          body: {
            success: false,
            message:
              'Kullanıcı adında yalnızca a–z küçük harfler, rakamlar, nokta (.) ve alt çizgi (_) kullanılabilir',
          },
        });
      }
      expect(await available('email', newStudent.email)).toBe(true);
    },
  );

  it('signs in only after the e-mail is verified with the fixed code', async () => {
    await call('POST', '/v1/auth/register/student', { body: newStudent });
    const early = await call('POST', '/v1/auth/login', {
      body: { usernameOrEmail: 'yeniogrenci', password: newStudent.password },
    });
    expect(early.status).toBe(401);

    const wrong = await call(
      'POST',
      `/v1/verification/verify-email-code?email=${newStudent.email}&code=000000`,
    );
    expect(wrong).toMatchObject({ status: 400, body: { success: false } });
    const right = await call(
      'POST',
      `/v1/verification/verify-email-code?email=${newStudent.email}&code=${VERIFICATION_CODE}`,
    );
    expect(right).toMatchObject({ status: 200, body: { success: true } });

    const session = await login(newStudent.email, newStudent.password);
    expect(session.token).toMatch(/^mock-access\./);
  });
});

describe('session', () => {
  it('logs in, refreshes with the cookie and makes an authenticated call with the new token', async () => {
    const response = await call('POST', '/v1/auth/login', {
      body: { usernameOrEmail: DEMO_STUDENT.username, password: 'Demo.1234' },
    });
    expect(LoginResponse.parse(response.body).data).toMatchObject({
      userId: DEMO_STUDENT.id,
      role: 'ROLE_STUDENT',
    });
    const cookie = refreshCookieOf(response.headers);

    const refreshed = await call('POST', '/v1/auth/refresh', { cookie });
    expect(refreshed.status).toBe(200);
    const { accessToken } = RefreshTokenResponse.parse(refreshed.body).data;

    const me = await call('GET', '/v1/user/me', { token: accessToken });
    expect(me.status).toBe(200);
    expect(GetCurrentUserResponse.parse(me.body).data).toMatchObject({
      username: DEMO_STUDENT.username,
      email: DEMO_STUDENT.email,
    });
  });

  it('answers 401 with the synthetic body for a missing, unknown or expired token', async () => {
    expect(await call('GET', '/v1/user/me')).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect(await call('GET', '/v1/notifications', { token: 'forged' })).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });

    const { token, cookie } = await login(DEMO_TEACHER.email);
    expect((await call('GET', '/v1/notifications', { token })).status).toBe(200);
    await expireAccessTokens(await getDb());
    expect(await call('GET', '/v1/notifications', { token })).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });

    const refreshed = await call<{ data: { accessToken: string } }>('POST', '/v1/auth/refresh', { cookie });
    expect((await call('GET', '/v1/notifications', { token: refreshed.body.data.accessToken })).status).toBe(
      200,
    );
  });

  it('refuses a refresh without a valid cookie, and after logout', async () => {
    expect(await call('POST', '/v1/auth/refresh')).toMatchObject({ status: 401, body: UNAUTHORIZED });
    const { token, cookie, userId } = await login(DEMO_STUDENT.username);
    const out = await call('POST', `/v1/auth/logout/${userId}?token=`, { token, cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call('POST', '/v1/auth/refresh', { cookie })).status).toBe(401);
    expect((await call('GET', '/v1/user/me', { token })).status).toBe(401);
  });

  it('rejects a wrong password', async () => {
    const result = await call('POST', '/v1/auth/login', {
      body: { usernameOrEmail: DEMO_STUDENT.username, password: 'x' },
    });
    expect(result).toMatchObject({ status: 401, body: { success: false } });
  });
});
