import { http, HttpResponse } from 'msw';
import {
  getForgotPasswordMockHandler,
  getResetPasswordMockHandler,
} from '../../src/generated/api/auth/auth.msw';
import type { AckResponse, AuthSessionResponse, RefreshResponse } from '../../src/generated/api/model';
import {
  ForgotPasswordBody,
  LoginBody,
  RegisterStudentBody,
  RegisterTeacherBody,
  ResetPasswordBody,
} from '../../src/generated/zod/auth/auth.zod';
import type { Db } from '../db/collections';
import type { UserRecord } from '../db/schema';
import { logMail, registerUser, setUserFields, USERNAME_RULE } from '../db/services/accounts';
import {
  issueAccessToken,
  issuePasswordResetToken,
  issueRefreshToken,
  pruneSessions,
  REFRESH_COOKIE,
  revokeAllSessions,
  revokeToken,
  SESSION_LIFETIME,
  userForToken,
} from '../db/services/auth';
import { findUserByEmail, findUserByLogin } from '../db/services/users';
import { toAuthSession } from '../db/views/users';
import { ACK, bearerToken, failure, readBody, UNAUTHORIZED, withDb, withDbResponse } from './http';

/*
 * Registration, sign-in, refresh and sign-out answer with a Set-Cookie header, which the generated factories
 * cannot add, so these four are written with `http.*`; their bodies are still typed by the contract's models.
 * The refresh cookie is HttpOnly and scoped to /v1/auth, like a real one.
 */
const cookie = (token: string, maxAgeSeconds: number) =>
  `${REFRESH_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;

async function signedIn(db: Db, user: UserRecord, message: string) {
  pruneSessions(db);
  const accessToken = await issueAccessToken(db, user.id);
  const refreshToken = await issueRefreshToken(db, user.id);
  const body: AuthSessionResponse = { success: true, message, data: toAuthSession(user, accessToken) };
  return HttpResponse.json(body, {
    headers: { 'Set-Cookie': cookie(refreshToken, SESSION_LIFETIME.refreshMs / 1000) },
  });
}

// A username outside the contract's pattern (`/`, `?`, `<` …) is refused with the rule, as the form refuses it.
const registrationRules = { userName: USERNAME_RULE };

const register = (role: 'ROLE_STUDENT' | 'ROLE_TEACHER') =>
  withDbResponse(async ({ request, db }) => {
    const user =
      role === 'ROLE_STUDENT'
        ? await registerUser(db, {
            role,
            ...(await readBody(request, RegisterStudentBody, registrationRules)),
          })
        : await registerUser(db, {
            role,
            ...(await readBody(request, RegisterTeacherBody, registrationRules)),
          });
    return signedIn(db, user, 'Kayıt başarılı. E-posta adresinize gönderilen kodu girin.');
  });

export const authHandlers = [
  http.post('*/v1/auth/register/student', register('ROLE_STUDENT')),
  http.post('*/v1/auth/register/teacher', register('ROLE_TEACHER')),

  http.post(
    '*/v1/auth/login',
    withDbResponse(async ({ request, db }) => {
      const body = await readBody(request, LoginBody);
      const user = findUserByLogin(db, body.usernameOrEmail);
      if (!user || user.password !== body.password) failure(401, 'Kullanıcı adı/e-posta veya şifre hatalı.');
      if (!user.emailVerified) failure(401, 'E-posta adresiniz henüz doğrulanmadı. Lütfen gelen kodu girin.');
      return signedIn(db, user, 'Giriş başarılı.');
    }),
  ),

  http.post(
    '*/v1/auth/refresh',
    withDbResponse(async ({ cookies, db }) => {
      const token = cookies[REFRESH_COOKIE];
      const user = userForToken(db, 'refresh', token);
      if (!user) return HttpResponse.json(UNAUTHORIZED, { status: 401 });
      const body: RefreshResponse = {
        success: true,
        message: null,
        data: { accessToken: await issueAccessToken(db, user.id) },
      };
      return HttpResponse.json(body);
    }),
  ),

  // Signs out whatever was presented (bearer token, refresh cookie) and clears the cookie, even on a 401.
  http.post(
    '*/v1/auth/logout/:userId',
    withDbResponse(({ request, cookies, db }) => {
      const access = bearerToken(request);
      const user = userForToken(db, 'access', access);
      revokeToken(db, access);
      revokeToken(db, cookies[REFRESH_COOKIE]);
      const headers = { 'Set-Cookie': cookie('', 0) };
      if (!user) return HttpResponse.json(UNAUTHORIZED, { status: 401, headers });
      return HttpResponse.json(
        { success: true, message: 'Çıkış yapıldı.', data: null } satisfies AckResponse,
        { headers },
      );
    }),
  ),

  getForgotPasswordMockHandler(
    withDb(async ({ request, db }) => {
      const { email } = await readBody(request, ForgotPasswordBody);
      const user = findUserByEmail(db, email);
      if (user) {
        const token = await issuePasswordResetToken(db, user.id);
        logMail(`${user.email} için şifre sıfırlama bağlantısı: /reset-password?token=${token}`);
      }
      return ACK('Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi.');
    }),
  ),

  getResetPasswordMockHandler(
    withDb(async ({ request, db }) => {
      const body = await readBody(request, ResetPasswordBody);
      const user = userForToken(db, 'password-reset', body.token);
      if (!user) failure(400, 'Bağlantı geçersiz veya süresi dolmuş.');
      await setUserFields(db, user.id, { password: body.newPassword });
      revokeAllSessions(db, user.id);
      return ACK('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.');
    }),
  ),
];
