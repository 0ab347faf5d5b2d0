import {
  getSendEmailCodeMockHandler,
  getVerifyEmailCodeMockHandler,
} from '../../src/generated/api/verification/verification.msw';
import { VERIFICATION_CODE } from '../db/demo';
import { logMail, setUserFields } from '../db/services/accounts';
import { findUserByEmail } from '../db/services/users';
import { ACK, failure, withDb } from './http';

/** The code is always VERIFICATION_CODE ('123456', see mocks/README.md); it is also printed in the console. */
export const verificationHandlers = [
  getVerifyEmailCodeMockHandler(
    withDb(async ({ request, db }) => {
      const url = new URL(request.url);
      const user = findUserByEmail(db, url.searchParams.get('email') ?? '');
      if (!user) failure(400, 'Bu e-posta adresiyle kayıtlı kullanıcı bulunamadı.');
      if (url.searchParams.get('code')?.trim() !== VERIFICATION_CODE) {
        failure(400, 'Doğrulama kodu hatalı. Lütfen kodu kontrol edin.');
      }
      if (!user.emailVerified) await setUserFields(db, user.id, { emailVerified: true });
      return ACK('E-posta adresiniz doğrulandı.');
    }),
  ),

  getSendEmailCodeMockHandler(
    withDb(({ request, db }) => {
      const user = findUserByEmail(db, new URL(request.url).searchParams.get('email') ?? '');
      if (!user) failure(400, 'Bu e-posta adresiyle kayıtlı kullanıcı bulunamadı.');
      if (user.emailVerified) failure(400, 'Bu e-posta adresi zaten doğrulanmış.');
      logMail(`${user.email} için doğrulama kodu: ${VERIFICATION_CODE}`);
      return ACK('Doğrulama kodu e-posta adresinize gönderildi.');
    }),
  ),
];
