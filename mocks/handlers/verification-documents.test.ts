import { beforeEach, describe, expect, it } from 'vitest';
import {
  GetMyVerificationResponse,
  UploadVerificationDocumentResponse,
} from '../../src/generated/zod/teacher-verification/teacher-verification.zod';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TEACHER_2, DEMO_TOKENS } from '../db/demo';
import { setUserFields } from '../db/services/accounts';
import { getDb, resetDb } from '../db/store';
import { VERIFICATION_REVIEW_MINUTES } from '../db/services/verification';
import { call, multipart } from './test-support';
import { MAX_DOCUMENT_BYTES } from '../../src/lib/validation/verification-document';
import { DOCUMENT_ERRORS } from './verification-documents';

beforeEach(async () => {
  await resetDb();
});

const pdf = { name: 'kimlik.pdf', type: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) };

const status = async (token: string = DEMO_TOKENS.teacher2) => {
  const result = await call('GET', '/v1/teacher/verification', { token });
  expect(result.status).toBe(200);
  return GetMyVerificationResponse.parse(result.body).data;
};

const upload = (
  file: { name: string; type: string; bytes: Uint8Array },
  type = 'IDENTITY',
  token: string | null = DEMO_TOKENS.teacher2,
) => call('POST', '/v1/teacher/verification/documents', { token, multipart: multipart({ file, type }) });

/** The teacher's card among the verified ones their username finds (none while they are not verified). */
const card = async (teacherId: number) => {
  const { body } = await call<{ data: { content: Array<{ id: number; verification?: unknown }> } }>(
    'POST',
    '/v1/teacher/filter',
    { body: { keyword: 'mehmetkaya', categoryIds: null, sortByRating: false, verifiedOnly: true } },
  );
  return body.data.content.find((teacher) => teacher.id === teacherId);
};

describe('teacher verification', () => {
  it("serves the demo teacher's documents in every state and what is missing", async () => {
    const zeynep = await status(DEMO_TOKENS.teacher);
    expect(zeynep.verification).toEqual({ identity: true, diploma: false });
    expect(zeynep.missing).toEqual(['DIPLOMA']);
    expect(zeynep.documents.map((d) => [d.type, d.state])).toEqual([
      ['DIPLOMA', 'REJECTED'],
      ['IDENTITY', 'APPROVED'],
    ]);
    expect(zeynep.documents[0]?.rejectionReason).toMatch(/okunamıyor/);

    expect(await status()).toEqual({
      verification: { identity: false, diploma: false },
      documents: [],
      missing: ['IDENTITY', 'DIPLOMA'],
    });
  });

  it('puts the verification on cards, profiles and listings', async () => {
    const { body: profile } = await call<{ data: { verification?: unknown } }>(
      'GET',
      `/v1/user/profile/username/${DEMO_TEACHER.username}`,
    );
    expect(profile.data.verification).toEqual({ identity: true, diploma: false });
    const { body: student } = await call<{ data: Record<string, unknown> }>(
      'GET',
      `/v1/user/profile/id/${DEMO_STUDENT.id}`,
    );
    expect(student.data).not.toHaveProperty('verification');
    const { body: listings } = await call<{ data: { content: Array<{ teacherVerification?: unknown }> } }>(
      'GET',
      `/v1/announcements/teacher/${DEMO_TEACHER.id}`,
    );
    expect(listings.data.content[0]?.teacherVerification).toEqual({ identity: true, diploma: false });
  });

  it('approves an uploaded document once the review time has passed, and then the filter finds the teacher', async () => {
    const uploaded = await upload(pdf);
    expect(uploaded.status).toBe(200);
    const document = UploadVerificationDocumentResponse.parse(uploaded.body).data;
    expect(document).toMatchObject({
      type: 'IDENTITY',
      fileName: 'kimlik.pdf',
      state: 'PENDING',
      decidedAt: null,
    });
    expect((await status()).documents[0]?.state).toBe('PENDING');
    expect(await card(DEMO_TEACHER_2.id)).toBeUndefined();

    // The review time passes: the stored upload moves back by it (the mock reads the clock, no timer runs).
    const db = await getDb();
    const stored = db.users.findFirst((q) => q.where({ id: DEMO_TEACHER_2.id }))!.verificationDocuments!;
    const earlier = new Date(Date.now() - VERIFICATION_REVIEW_MINUTES * 60_000).toISOString();
    await setUserFields(db, DEMO_TEACHER_2.id, {
      verificationDocuments: stored.map((document) => ({ ...document, uploadedAt: earlier })),
    });
    const after = await status();
    expect(after.documents[0]).toMatchObject({ state: 'APPROVED', decidedAt: expect.any(String) });
    expect(after.verification.identity).toBe(true);
    expect(after.missing).toEqual(['DIPLOMA']);
    expect((await card(DEMO_TEACHER_2.id))?.verification).toEqual({ identity: true, diploma: false });
  });

  it('refuses a student, a missing or foreign file, a big file, an unknown type and a second pending upload', async () => {
    expect(await call('GET', '/v1/teacher/verification')).toMatchObject({ status: 401 });
    const asStudent = await call('GET', '/v1/teacher/verification', { token: DEMO_TOKENS.student });
    expect(asStudent).toMatchObject({ status: 403, body: { success: false } });
    expect(await upload(pdf, 'IDENTITY', DEMO_TOKENS.student)).toMatchObject({
      status: 403,
      body: { success: false, message: 'Doğrulama belgelerini yalnızca Eğitmenler yükleyebilir.' },
    });
    const empty = { ...pdf, bytes: new Uint8Array() };
    expect(await upload(empty)).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.missing } });
    const exe = { name: 'kimlik.exe', type: 'application/octet-stream', bytes: new Uint8Array([1]) };
    expect(await upload(exe)).toMatchObject({ status: 400, body: { message: DOCUMENT_ERRORS.type } });
    const huge = { ...pdf, bytes: new Uint8Array(MAX_DOCUMENT_BYTES + 1) };
    expect(await upload(huge)).toMatchObject({ status: 413, body: { message: DOCUMENT_ERRORS.size } });
    expect(await upload(pdf, 'PASSPORT')).toMatchObject({
      status: 400,
      body: { message: 'Geçersiz alan: type' },
    });

    expect((await upload(pdf)).status).toBe(200);
    expect(await upload(pdf)).toMatchObject({
      status: 409,
      body: { message: 'Bu belge türü için incelenmekte olan bir belgeniz var.' },
    });
    // The demo teacher's identity is approved already; her rejected diploma may be sent again.
    expect(await upload(pdf, 'IDENTITY', DEMO_TOKENS.teacher)).toMatchObject({
      status: 409,
      body: { message: 'Bu belge türü zaten onaylandı.' },
    });
    expect((await upload(pdf, 'DIPLOMA', DEMO_TOKENS.teacher)).status).toBe(200);
    expect((await status()).documents).toHaveLength(1);
  });

  it('strips control characters from the file name', async () => {
    const result = await upload({ ...pdf, name: 'kim\u202Elik.pdf' });
    expect(UploadVerificationDocumentResponse.parse(result.body).data.fileName).toBe('kimlik.pdf');
  });
});
