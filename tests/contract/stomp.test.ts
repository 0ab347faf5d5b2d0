import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STUDENT, DEMO_TEACHER } from '../../mocks/db/demo';
import { startMockServer, START_TIMEOUT_MS, type MockServer } from '../../mocks/standalone/test-server';
import { formatTable } from './report.ts';
import { signIn, signOut, type Session } from './session.ts';
import { runStompChecks, stompCannotConnect, STOMP_CONNECT } from './stomp.ts';

/*
 * `--stomp` without the write journeys, against the real standalone server (a MOCK_DRIFT on notifications):
 * both users connect and subscribe; what the broker then sends is checked frame by frame. The write journeys'
 * own test (journeys/writes.test.ts) covers the message sent to the journey's room.
 */

describe('the STOMP checks (--stomp)', () => {
  let server: MockServer;
  let sessions: Session[] = [];

  beforeAll(async () => {
    server = await startMockServer({ MOCK_DRIFT: 'receiveNotification' });
    sessions = await Promise.all(
      [DEMO_STUDENT, DEMO_TEACHER].map((user) =>
        signIn({ baseUrl: server.baseUrl, username: user.username, password: DEMO_PASSWORD }),
      ),
    );
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(sessions.map((session) => signOut(session)));
    await fetch(`${server.baseUrl}/__mock/reset`, { method: 'POST' });
    await server?.stop();
  });

  it('connects every session and names the destination and field of a frame that breaks the contract', async () => {
    const [student, teacher] = sessions as [Session, Session];
    const results = await runStompChecks({
      sessions,
      // A message to the Eğitmen: it notifies him on /topic/notifications/{id} (the drifted destination).
      during: async ([studentProbe, teacherProbe]) => {
        studentProbe?.send({
          chatRoomId: 0,
          chatRoomType: 'PRIVATE',
          receiverUsername: teacher.user.username,
          senderUsername: student.user.username,
          content: 'STOMP denetimi mesajı',
        });
        await teacherProbe?.waitFor((frame) => frame.channel === 'notifications', 5_000);
        return [];
      },
    });

    const connects = results.filter((result) => result.operationId === STOMP_CONNECT);
    expect(
      connects.map((result) => result.outcome),
      formatTable(results),
    ).toEqual(['PASS', 'PASS']);
    expect(stompCannotConnect(results)).toBe(false);
    const messages = results.filter((result) => result.operationId === '/topic/messages');
    expect(messages.map((result) => result.outcome)).toContain('PASS');
    const frame = results.find((result) => result.operationId.startsWith('/topic/notifications/'));
    expect(frame, formatTable(results)).toMatchObject({
      suite: 'stomp',
      operationId: `/topic/notifications/${DEMO_TEACHER.id}`,
      outcome: 'FAIL',
    });
    expect(frame?.detail).toMatch(/^id: .* in \{"id":"drifted-/);
  });

  it('reports a socket it cannot reach as "cannot connect", within the timeout', async () => {
    const [student] = sessions as [Session, Session];
    const unreachable = { ...student, baseUrl: 'http://127.0.0.1:9' };

    const results = await runStompChecks({ sessions: [unreachable], timeoutMs: 3_000 });

    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ operationId: STOMP_CONNECT, outcome: 'FAIL' });
    expect(results[0]?.detail).toMatch(/^cannot connect: /);
    expect(stompCannotConnect(results)).toBe(true);
  });
});
