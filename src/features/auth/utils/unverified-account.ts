import { screenFailure } from '@/lib/api/screen-failure';

/**
 * The server tells an unverified account apart from wrong credentials only in words ('E-posta adresiniz henüz
 * doğrulanmadı'), with the same 401; so a refusal that says so is read as "not verified yet".
 */
export function isUnverifiedRefusal(error: unknown): boolean {
  const { kind, serverMessage } = screenFailure(error);
  return kind === 'refused' && /doğrulanmadı|not verified/i.test(serverMessage ?? '');
}
