import {
  getChangePasswordMockHandler,
  getCheckEmailMockHandler,
  getCheckPhoneMockHandler,
  getCheckUsernameMockHandler,
  getDeleteAccountMockHandler,
  getGetCurrentUserMockHandler,
  getGetProfileByIdMockHandler,
  getGetProfileByUsernameMockHandler,
  getUpdateProfileMockHandler,
} from '../../src/generated/api/user/user.msw';
import {
  ChangePasswordBody,
  DeleteAccountBody,
  UpdateProfileBody,
} from '../../src/generated/zod/user/user.zod';
import { deleteAccount, setUserFields, updateProfile } from '../db/services/accounts';
import { revokeAllSessions } from '../db/services/auth';
import { findUserByEmail, findUserById, findUserByPhone, findUserByUsername } from '../db/services/users';
import { toProfile } from '../db/views/users';
import { ACK, failure, idParam, ok, readBody, requireUser, withDb } from './http';
import { uploadHandler } from './upload';

const query = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? '';

export const userHandlers = [
  // Availability: data is true when the value is still free. The same look-ups guard registration.
  getCheckUsernameMockHandler(
    withDb(({ request, db }) => ok(!findUserByUsername(db, query(request, 'username')))),
  ),
  getCheckEmailMockHandler(withDb(({ request, db }) => ok(!findUserByEmail(db, query(request, 'email'))))),
  getCheckPhoneMockHandler(withDb(({ request, db }) => ok(!findUserByPhone(db, query(request, 'phone'))))),

  getGetCurrentUserMockHandler(
    withDb(({ request, db }) => ok(toProfile(db, requireUser(db, request), { own: true }))),
  ),
  getGetProfileByIdMockHandler(
    withDb(({ request, params, db }) => {
      const user = findUserById(db, idParam(params.userId)) ?? failure(404, 'Kullanıcı bulunamadı.');
      return ok(toProfile(db, user, { own: isOwner(db, request, user.id) }));
    }),
  ),
  getGetProfileByUsernameMockHandler(
    withDb(({ request, params, db }) => {
      const user = findUserByUsername(db, String(params.username)) ?? failure(404, 'Kullanıcı bulunamadı.');
      return ok(toProfile(db, user, { own: isOwner(db, request, user.id) }));
    }),
  ),

  getUpdateProfileMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      const updated = await updateProfile(db, user, await readBody(request, UpdateProfileBody));
      return ok(toProfile(db, updated, { own: true }), 'Profiliniz güncellendi.');
    }),
  ),
  getChangePasswordMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      const body = await readBody(request, ChangePasswordBody);
      if (body.currentPassword !== user.password) failure(400, 'Mevcut şifreniz hatalı.');
      await setUserFields(db, user.id, { password: body.newPassword });
      return ACK('Şifreniz güncellendi.');
    }),
  ),
  getDeleteAccountMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      const body = await readBody(request, DeleteAccountBody);
      if (body.password !== user.password) failure(400, 'Şifreniz hatalı.');
      revokeAllSessions(db, user.id);
      await deleteAccount(db, user);
      return ACK('Hesabınız ve kişisel verileriniz silindi.');
    }),
  ),
  uploadHandler,
];

/** Profiles show e-mail and phone only to their owner; an anonymous or expired caller is simply not the owner. */
function isOwner(db: Parameters<typeof requireUser>[0], request: Request, userId: number): boolean {
  try {
    return requireUser(db, request).id === userId;
  } catch {
    return false;
  }
}
