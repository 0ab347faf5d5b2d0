import { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STUDENT, DEMO_TEACHER } from '../../../mocks/db/demo';
import { startMockServer, START_TIMEOUT_MS, type MockServer } from '../../../mocks/standalone/test-server';
import { formatTable } from '../report.ts';
import type { CheckResult } from '../run-contract.ts';
import { signIn, signOut, type Session } from '../session.ts';
import { runWriteJourneys } from './writes.ts';

/*
 * `--writes` (with --stomp) against the real standalone server: the journeys pass and leave the db as they
 * found it (its counts, /__mock/counts, before and after); a drifted write answer and a drifted STOMP frame
 * fail with the operation or destination and the field; Ctrl-C still cleans up.
 */

const COUNTED = ['announcements', 'lessonRequests', 'chatMessages', 'reviews', 'notifications'] as const;
const JOURNEY_TIMEOUT_MS = 60_000;

async function counts(server: MockServer): Promise<Record<string, number | undefined>> {
  const all = (await (await fetch(`${server.baseUrl}/__mock/counts`)).json()) as Record<string, number>;
  return Object.fromEntries(COUNTED.map((name) => [name, all[name]]));
}

async function signInBoth(server: MockServer): Promise<Session[]> {
  // The Öğrenci first: the journeys find the Eğitmen by the role, in either order.
  return Promise.all(
    [DEMO_STUDENT, DEMO_TEACHER].map((user) =>
      signIn({ baseUrl: server.baseUrl, username: user.username, password: DEMO_PASSWORD }),
    ),
  );
}

const failures = (results: CheckResult[]) => results.filter((result) => result.outcome === 'FAIL');

describe('the write journeys (--writes --stomp)', () => {
  let server: MockServer;
  let sessions: Session[] = [];

  beforeAll(async () => {
    server = await startMockServer();
  }, START_TIMEOUT_MS);

  afterEach(async () => {
    await Promise.all(sessions.map((session) => signOut(session)));
    sessions = [];
  });

  afterAll(() => server?.stop());

  it(
    'passes every step and frame against the mock server and leaves the db as it found it',
    async () => {
      sessions = await signInBoth(server);
      const before = await counts(server);

      const results = await runWriteJourneys({ sessions, stomp: true });

      expect(failures(results), formatTable(results)).toEqual([]);
      expect(
        results.filter((result) => result.outcome === 'SKIP' || result.outcome === 'WARN'),
        formatTable(results),
      ).toEqual([]);
      const steps = results
        .filter((result) => result.suite === 'journey')
        .map((result) => result.operationId);
      expect(steps).toEqual(
        expect.arrayContaining([
          'createAnnouncement',
          'updateAnnouncement',
          'deleteAnnouncement',
          'createLessonRequest',
          'approveLessonRequest',
          'sendChatMessage',
          'getChatHistory',
          'markLessonHeld',
          'createReview',
          'getTeacherReviews',
        ]),
      );
      // The frames the journeys caused, each checked: the message and the request's notifications.
      const frames = results.filter((result) => result.suite === 'stomp' && result.method === 'MESSAGE');
      expect(frames.map((result) => result.operationId)).toEqual(
        expect.arrayContaining(['/topic/messages', `/topic/notifications/${DEMO_TEACHER.id}`]),
      );
      expect(results.filter((result) => result.group === 'writes: clean-up').length).toBeGreaterThanOrEqual(
        4,
      );
      expect(await counts(server)).toEqual(before);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'on Ctrl-C stops calling, removes what it made, reports it and exits 130',
    async () => {
      sessions = await signInBoth(server);
      const before = await counts(server);
      const sigint = new EventEmitter();
      const exits: number[] = [];
      const reported: CheckResult[][] = [];
      // Ctrl-C while the Eğitmen's approval is on its way.
      const [student, teacher] = sessions as [Session, Session];
      const teacherFetch = teacher.fetch;
      teacher.fetch = (input, init) => {
        if (typeof input === 'string' && input.endsWith('/approve')) sigint.emit('SIGINT');
        return teacherFetch(input, init);
      };

      const results = await runWriteJourneys({
        sessions: [student, teacher],
        interrupt: {
          source: sigint,
          exit: (code) => exits.push(code),
          report: (done) => reported.push(done),
        },
      });

      expect(exits).toEqual([130]);
      expect(results.map((result) => result.operationId)).not.toContain('markLessonHeld');
      expect(results.find((result) => result.step === 'interrupted (Ctrl-C)')).toBeDefined();
      expect(reported.flat().map((result) => result.step)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^remove listing #\d+$/),
          expect.stringMatching(/^remove lesson request #\d+$/),
        ]),
      );
      expect(failures(reported.flat())).toEqual([]);
      expect(await counts(server)).toEqual(before);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'against a server without the mock routes: skips the review with its reason and names what it leaves',
    async () => {
      sessions = await signInBoth(server);
      // A real server: no /__mock (so no clock to move and nothing to forget).
      for (const session of sessions) {
        const real = session.fetch;
        session.fetch = (input, init) =>
          typeof input === 'string' && input.includes('/__mock/')
            ? Promise.resolve(new Response('Not Found', { status: 404 }))
            : real(input, init);
      }

      const results = await runWriteJourneys({ sessions });

      expect(failures(results), formatTable(results)).toEqual([]);
      expect(results.find((result) => result.group === 'writes: review')).toMatchObject({
        outcome: 'SKIP',
        detail: expect.stringContaining('does not move a real server’s clock'),
      });
      const left = results.filter(
        (result) => result.group === 'writes: clean-up' && result.outcome === 'SKIP',
      );
      expect(left.map((result) => result.detail)).toEqual([
        expect.stringMatching(/^chat message #\d+ left: the contract has no call to delete a message$/),
        expect.stringMatching(/^lesson request #\d+ left: approved, and the contract has no call to delete/),
      ]);
      expect(results.find((result) => result.step === 'the deleted listing is gone (404)')?.outcome).toBe(
        'PASS',
      );
      await Promise.all(sessions.map((session) => signOut(session)));
      sessions = [];
      await fetch(`${server.baseUrl}/__mock/reset`, { method: 'POST' });
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('the write journeys against drift (MOCK_DRIFT=createAnnouncement,receiveChatMessage)', () => {
  let server: MockServer;
  let sessions: Session[] = [];

  beforeAll(async () => {
    server = await startMockServer({ MOCK_DRIFT: 'createAnnouncement,receiveChatMessage' });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(sessions.map((session) => signOut(session)));
    await server?.stop();
  });

  it(
    'fails the drifted write answer and frame, naming the operation or destination and the field, and still cleans up',
    async () => {
      sessions = await signInBoth(server);
      const before = await counts(server);

      // createAnnouncement is an inferred operation: its drift fails with --strict-inferred, else it warns.
      const results = await runWriteJourneys({ sessions, stomp: true, strictInferred: true });

      const failed = failures(results);
      expect(failed.find((result) => result.operationId === 'createAnnouncement')?.detail).toMatch(
        /^data\.id: /,
      );
      const frame = failed.find((result) => result.operationId === '/topic/messages');
      expect(frame).toMatchObject({ suite: 'stomp', method: 'MESSAGE' });
      expect(frame?.detail).toMatch(/^id: .* in \{"id":"drifted-/);
      // The listing is found by its title and removed though its answer had no usable id.
      expect(results.find((result) => /^remove listing #\d+$/.test(result.step ?? ''))).toBeUndefined();
      expect(
        results.find(
          (result) => result.operationId === 'deleteAnnouncement' && result.group === 'writes: listing',
        ),
      ).toMatchObject({ outcome: 'PASS' });
      expect(await counts(server)).toEqual(before);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
