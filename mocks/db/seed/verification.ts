import { DEMO_TEACHER } from '../demo';
import type { UserRecord, VerificationDocumentRecord } from '../schema';
import type { SeedContext } from './context';

const DAY = 86_400_000;

/** The demo teacher's documents: identity approved, a diploma rejected, so her dashboard shows every state. */
function demoDocuments(now: number): VerificationDocumentRecord[] {
  const at = (days: number) => new Date(now - days * DAY).toISOString();
  return [
    {
      id: 1,
      type: 'IDENTITY',
      fileName: 'kimlik-on-yuz.pdf',
      state: 'APPROVED',
      uploadedAt: at(30),
      decidedAt: at(29),
      rejectionReason: null,
    },
    {
      id: 2,
      type: 'DIPLOMA',
      fileName: 'diploma.jpg',
      state: 'REJECTED',
      uploadedAt: at(3),
      decidedAt: at(2),
      rejectionReason: 'Belge okunamıyor; lütfen daha net bir kopya yükleyin.',
    },
  ];
}

/**
 * Two of three teachers have a verified identity (the badge and the directory's "verified only" filter); of
 * those, the ones with an even id a verified diploma too. mehmetkaya (12) has neither and no document, so his
 * dashboard lists both as missing.
 */
export const withVerification = (ctx: SeedContext, users: UserRecord[]): UserRecord[] =>
  users.map((user) => {
    if (user.role !== 'ROLE_TEACHER') return user;
    const identityVerified = user.id % 3 !== 0;
    return {
      ...user,
      identityVerified,
      diplomaVerified: identityVerified && user.id % 2 === 0,
      ...(user.id === DEMO_TEACHER.id ? { verificationDocuments: demoDocuments(ctx.now) } : {}),
    };
  });
