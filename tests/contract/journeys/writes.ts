import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckResult } from '../run-contract.ts';
import { loadResponseSchemas } from '../schemas.ts';
import { loadSpec } from '../spec.ts';
import type { Session } from '../session.ts';
import { connectResult, openStompProbe, type StompProbe } from '../stomp.ts';
import { callStep, Interrupted, noteResult, type JourneyContext } from './call.ts';
import { Cleanup, onInterrupt, type InterruptOptions } from './cleanup.ts';

/*
 * `--writes`: the contract's write operations, run the way people use them, with the two accounts the user
 * names (one Eğitmen, one Öğrenci, in either order):
 *
 *   listing        the Eğitmen publishes a listing, reads it, edits it, reads the edit back, deletes it (and it is gone);
 *   lesson request the Öğrenci asks for a lesson on it; no contact details before the approval (both sides),
 *                  the Eğitmen approves with a first-lesson time, both see both contacts after;
 *   chat           the Öğrenci writes to the Eğitmen over STOMP (/app/send); it reaches the Eğitmen on
 *                  /topic/messages and is in the room's history;
 *   review         only where the rules allow it: the lesson must be held first, which needs its time to have
 *                  passed; on the mock server the mock clock is moved (POST /__mock/clock), a real server's clock
 *                  is never touched, so there the step is skipped with that reason.
 *
 * Every answer is held against the generated zod schema of its operation (callStep). Everything made is
 * removed at the end and on Ctrl-C (journeys/cleanup.ts): the listing through the contract's delete; what the
 * contract cannot delete (the request once approved, the message, the review, the notifications they caused)
 * through the mock server's /__mock/forget, or, on a real server, named in a SKIP result for removal by hand.
 * Plain Node runs this file (type stripping), so its imports carry `.ts` and avoid the `@/` alias.
 */

export interface WriteJourneyOptions {
  /** The --login and --second-login sessions: one Eğitmen and one Öğrenci, in either order. */
  sessions: Session[];
  /** Report every STOMP frame received during the journeys (--stomp), one result each. */
  stomp?: boolean;
  /** Installs a SIGINT handler that cleans up, reports and exits 130 (the CLI passes its table printer). */
  interrupt?: InterruptOptions;
  zodDir?: string;
  timeoutMs?: number;
  /** Marks what the run creates (titles, message texts); a fresh one per run by default. */
  runId?: string;
  /** --strict-inferred: an inferred write the server lacks or answers otherwise fails instead of warning. */
  strictInferred?: boolean;
  specFile?: string;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const GROUP = {
  listing: 'writes: listing',
  request: 'writes: lesson request',
  chat: 'writes: chat',
  review: 'writes: review',
} as const;
const TEACHER_ROLE = 'ROLE_TEACHER';
/** The approval's first lesson, from the server's now; the mock clock is then moved just past it. */
const FIRST_LESSON_IN_MS = 5 * 60_000;
const REAL_FIRST_LESSON_IN_MS = 7 * 24 * 60 * 60_000;

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' ? (value as Json) : {};
const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** A call the journey needs but does not grade (its answer is graded by the read checks). */
async function quietGet(session: Session, path: string, timeoutMs: number): Promise<unknown> {
  const response = await session.fetch(`${session.baseUrl.replace(/\/+$/, '')}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.accessToken}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return asObject(await response.json()).data;
}

interface MockControl {
  now: () => Promise<number>;
  advance: (ms: number) => Promise<void>;
  forget: (records: Record<string, number[]>) => Promise<void>;
}

/** The standalone mock server's controls, or null for any other server (asked once: GET /__mock/health). */
async function mockControl(session: Session, timeoutMs: number): Promise<MockControl | null> {
  const base = session.baseUrl.replace(/\/+$/, '');
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await session.fetch(`${base}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`);
    return asObject(await response.json());
  };
  try {
    if ((await call('/__mock/health')).ok !== true) return null;
  } catch {
    return null;
  }
  return {
    now: async () => Date.parse(String((await call('/__mock/clock')).now)),
    advance: async (ms) => {
      await call('/__mock/clock', { method: 'POST', body: JSON.stringify({ advanceMs: ms }) });
    },
    forget: async (records) => {
      await call('/__mock/forget', { method: 'POST', body: JSON.stringify(records) });
    },
  };
}

const contactsOf = (data: unknown) => {
  const request = asObject(data);
  return { student: request.studentContact, teacher: request.teacherContact };
};

function noContacts(data: unknown): string | null {
  const { student, teacher } = contactsOf(data);
  if (student !== null && student !== undefined) return 'studentContact: present before the approval';
  if (teacher !== null && teacher !== undefined) return 'teacherContact: present before the approval';
  return null;
}

function bothContacts(data: unknown): string | null {
  const { student, teacher } = contactsOf(data);
  if (student === null || typeof student !== 'object') return 'studentContact: absent after the approval';
  if (teacher === null || typeof teacher !== 'object') return 'teacherContact: absent after the approval';
  return null;
}

function operationSources(specFile: string): Map<string, 'spec' | 'inferred'> {
  const sources = new Map<string, 'spec' | 'inferred'>();
  for (const item of Object.values(loadSpec(specFile).paths)) {
    for (const operation of Object.values(item)) {
      const { operationId, 'x-source': source } = asObject(operation);
      if (typeof operationId === 'string') sources.set(operationId, source === 'spec' ? 'spec' : 'inferred');
    }
  }
  return sources;
}

export async function runWriteJourneys(options: WriteJourneyOptions): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const runId = options.runId ?? Date.now().toString(36);
  const context: JourneyContext = {
    schemas: await loadResponseSchemas(options.zodDir ?? join(ROOT, 'src', 'generated', 'zod')),
    results: [],
    timeoutMs,
    interrupted: false,
    inFlight: Promise.resolve(),
    sources: operationSources(options.specFile ?? join(ROOT, 'openapi.yaml')),
    strictInferred: options.strictInferred ?? false,
  };
  const cleanup = new Cleanup();
  const stopHandler = options.interrupt
    ? onInterrupt(
        cleanup,
        async () => {
          context.interrupted = true;
          await context.inFlight;
        },
        options.interrupt,
      )
    : undefined;
  const probes: StompProbe[] = [];
  const stompResults: CheckResult[] = [];

  try {
    await journeys(options, context, cleanup, runId, probes, stompResults);
  } catch (error) {
    if (!(error instanceof Interrupted)) throw error;
    noteResult(context, {
      operationId: '-',
      group: 'writes',
      step: 'interrupted (Ctrl-C)',
      outcome: 'SKIP',
      detail: 'the journeys stopped; what they made is removed below',
    });
  } finally {
    await Promise.all(probes.map((probe) => probe.close()));
    context.results.push(...(await cleanup.runAll()));
    stopHandler?.();
  }
  if (options.stomp) {
    context.results.push(...stompResults);
    for (const probe of probes) context.results.push(...probe.results());
  }
  return context.results;
}

async function journeys(
  options: WriteJourneyOptions,
  context: JourneyContext,
  cleanup: Cleanup,
  runId: string,
  probes: StompProbe[],
  stompResults: CheckResult[],
): Promise<void> {
  const { timeoutMs } = context;
  const roleOf = async (session: Session): Promise<string | undefined> => {
    if (session.user.role) return session.user.role;
    const role = asObject(await quietGet(session, '/v1/user/me', timeoutMs).catch(() => ({}))).role;
    return typeof role === 'string' ? role : undefined;
  };
  const roles = await Promise.all(options.sessions.map(roleOf));
  const teacher = options.sessions.find((_, index) => roles[index] === TEACHER_ROLE);
  const student = options.sessions.find((_, index) => roles[index] !== TEACHER_ROLE);
  const skip = (group: string, step: string, detail: string) =>
    noteResult(context, { operationId: '-', group, step, outcome: 'SKIP', detail });

  if (!teacher) {
    skip('writes', 'the journeys', 'needs an Eğitmen account (ROLE_TEACHER) in --login or --second-login');
    return;
  }
  const [any] = options.sessions;
  const mock = any ? await mockControl(any, timeoutMs) : null;

  // Notifications the journeys cause are removed with the rest (on the mock): what each user had before.
  const notificationIds = async (session: Session) =>
    ((await quietGet(session, '/v1/notifications', timeoutMs).catch(() => [])) as unknown[])
      .map((item) => numberOr(asObject(item).id))
      .filter((id): id is number => id !== undefined);
  const people = [teacher, ...(student ? [student] : [])];
  if (mock) {
    const before = new Map(
      await Promise.all(
        people.map(async (session) => [session, new Set(await notificationIds(session))] as const),
      ),
    );
    cleanup.add({
      what: 'the notifications the journeys caused',
      operationId: 'getNotifications',
      run: async () => {
        const made: number[] = [];
        for (const session of people) {
          for (const id of await notificationIds(session)) if (!before.get(session)?.has(id)) made.push(id);
        }
        await mock.forget({ notifications: made });
        return null;
      },
    });
  }

  // Both people listen from the start, as the app does: every frame the journeys cause is checked (--stomp),
  // and a seeded counterpart of the mock does not answer for someone connected in person.
  if (student) {
    for (const session of [teacher, student]) {
      try {
        probes.push(await openStompProbe(session, { timeoutMs }));
        stompResults.push(connectResult(session, 'PASS', ''));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        stompResults.push(connectResult(session, 'FAIL', `cannot connect: ${message}`));
      }
    }
  }

  // ── listing ─────────────────────────────────────────────────────────────────────────────────────────
  const roots = (await quietGet(teacher, '/v1/categories/root', timeoutMs).catch(() => [])) as unknown[];
  const rootId = numberOr(asObject(roots[0]).id) ?? 1;
  const subs = (await quietGet(teacher, `/v1/categories/${rootId}/subcategories`, timeoutMs).catch(
    () => [],
  )) as unknown[];
  const categoryId = numberOr(asObject(subs[0]).id) ?? rootId;
  const title = `Sözleşme denetimi ${runId}`;
  const listingBody = {
    title,
    description: 'Sözleşme denetiminin oluşturduğu geçici ilan; denetim bitince silinir.',
    price: 500,
    lessonMode: 'BOTH',
    categoryId,
  };
  const created = await callStep(context, {
    group: GROUP.listing,
    step: 'the Eğitmen publishes a listing',
    session: teacher,
    operationId: 'createAnnouncement',
    body: listingBody,
    expect: (data) => (asObject(data).title === title ? null : `title: not the one sent ("${title}")`),
  });
  let listingId = numberOr(asObject(created.data).id);
  if (
    created.status !== undefined &&
    created.status >= 200 &&
    created.status < 300 &&
    listingId === undefined
  ) {
    // The answer broke the contract; find what was made by its title, so it can still be removed.
    const own: unknown = await quietGet(
      teacher,
      `/v1/announcements/teacher/${teacher.user.id}`,
      timeoutMs,
    ).catch(() => []);
    const list = Array.isArray(own) ? own : ((asObject(own).content as unknown[] | undefined) ?? []);
    listingId = numberOr(asObject(list.find((item) => asObject(item).title === title)).id);
  }
  if (listingId === undefined) {
    skip(GROUP.listing, 'read, edit and delete the listing', 'the listing was not made (see the step above)');
    skip(GROUP.request, 'the lesson request journey', 'needs the listing');
    return;
  }
  const listingWhat = `listing #${listingId}`;
  const id = listingId;
  cleanup.add({
    what: listingWhat,
    operationId: 'deleteAnnouncement',
    run: async () => {
      const response = await teacher.fetch(
        `${teacher.baseUrl.replace(/\/+$/, '')}/v1/announcements/delete/${id}`,
        {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${teacher.accessToken}` },
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      if (!response.ok && response.status !== 404)
        throw new Error(`deleteAnnouncement answered ${response.status}`);
      return null;
    },
  });

  await callStep(context, {
    group: GROUP.listing,
    step: 'the listing reads back',
    session: teacher,
    operationId: 'getAnnouncement',
    pathParams: { id },
    expect: (data) => (asObject(data).title === title ? null : 'title: not the one published'),
  });
  const editedTitle = `${title} (düzenlendi)`;
  await callStep(context, {
    group: GROUP.listing,
    step: 'the Eğitmen edits the listing',
    session: teacher,
    operationId: 'updateAnnouncement',
    pathParams: { id },
    body: { ...listingBody, title: editedTitle, price: 650 },
    expect: (data) =>
      asObject(data).price === 650 ? null : `price: ${String(asObject(data).price)}, sent 650`,
  });
  await callStep(context, {
    group: GROUP.listing,
    step: 'the edit reads back',
    session: teacher,
    operationId: 'getAnnouncement',
    pathParams: { id },
    expect: (data) =>
      asObject(data).title === editedTitle && asObject(data).price === 650
        ? null
        : 'title/price: the edit is not read back',
  });

  // ── lesson request ──────────────────────────────────────────────────────────────────────────────────
  let requestId: number | undefined;
  let approved = false;
  if (!student) {
    skip(GROUP.request, 'the lesson request journey', 'needs an Öğrenci account in --second-login');
  } else {
    const asked = await callStep(context, {
      group: GROUP.request,
      step: 'the Öğrenci asks for a lesson; no contact details before the approval',
      session: student,
      operationId: 'createLessonRequest',
      body: {
        announcementId: id,
        message: 'Merhaba, bu bir sözleşme denetimi talebidir; lütfen dikkate almayınız.',
        preferredLessonMode: 'ONLINE',
      },
      expect: noContacts,
    });
    requestId = numberOr(asObject(asked.data).id);
    if (requestId !== undefined) {
      const rid = requestId;
      cleanup.add({
        what: `lesson request #${rid}`,
        operationId: 'cancelLessonRequest',
        run: async () => {
          if (mock) {
            await mock.forget({ lessonRequests: [rid] });
            return null;
          }
          if (approved) return 'left: approved, and the contract has no call to delete a request';
          const response = await student.fetch(
            `${student.baseUrl.replace(/\/+$/, '')}/v1/lesson-requests/${rid}/cancel`,
            {
              method: 'PUT',
              headers: { Authorization: `Bearer ${student.accessToken}` },
              signal: AbortSignal.timeout(timeoutMs),
            },
          );
          if (!response.ok) throw new Error(`cancelLessonRequest answered ${response.status}`);
          return 'left as CANCELLED (withdrawn): the contract has no call to delete a request';
        },
      });
      await callStep(context, {
        group: GROUP.request,
        step: 'the Eğitmen reads the request; no contact details yet',
        session: teacher,
        operationId: 'getLessonRequest',
        pathParams: { id: rid },
        expect: noContacts,
      });
      const now = mock ? await mock.now() : Date.now();
      const firstLessonAt = new Date(
        now + (mock ? FIRST_LESSON_IN_MS : REAL_FIRST_LESSON_IN_MS),
      ).toISOString();
      const approval = await callStep(context, {
        group: GROUP.request,
        step: 'the Eğitmen approves with a first-lesson time; both contacts in the answer',
        session: teacher,
        operationId: 'approveLessonRequest',
        pathParams: { id: rid },
        body: { firstLessonAt },
        expect: bothContacts,
      });
      approved = approval.status !== undefined && approval.status >= 200 && approval.status < 300;
      await callStep(context, {
        group: GROUP.request,
        step: 'the Öğrenci reads the approved request with both contacts',
        session: student,
        operationId: 'getLessonRequest',
        pathParams: { id: rid },
        expect: bothContacts,
      });
    }
  }

  // ── chat ────────────────────────────────────────────────────────────────────────────────────────────
  if (student) {
    const studentProbe = probes.find((probe) => probe.session === student);
    const teacherProbe = probes.find((probe) => probe.session === teacher);
    if (!studentProbe || !teacherProbe) {
      noteResult(context, {
        operationId: 'sendChatMessage',
        group: GROUP.chat,
        step: 'the Öğrenci writes to the Eğitmen',
        method: 'SEND',
        target: '/app/send',
        outcome: 'FAIL',
        detail:
          stompResults.find((result) => result.outcome === 'FAIL')?.detail ?? 'cannot connect to the socket',
      });
    } else {
      const content = `Sözleşme denetimi ${runId}: deneme mesajı`;
      const started = performance.now();
      studentProbe.send({
        chatRoomId: 0,
        chatRoomType: 'PRIVATE',
        receiverUsername: teacher.user.username,
        senderUsername: student.user.username,
        content,
        clientId: randomUUID(),
      });
      const isOurs = (frame: { json: unknown }) => asObject(frame.json).content === content;
      const [arrived, refused] = await Promise.all([
        teacherProbe.waitFor((frame) => frame.channel === 'messages' && isOurs(frame), timeoutMs),
        studentProbe.waitFor((frame) => frame.channel === 'sendErrors', 0),
      ]);
      const message = asObject(arrived?.json);
      noteResult(context, {
        operationId: 'sendChatMessage',
        group: GROUP.chat,
        step: 'the Öğrenci writes to the Eğitmen; it arrives on /topic/messages',
        method: 'SEND',
        target: '/app/send',
        outcome: arrived ? 'PASS' : 'FAIL',
        detail: arrived
          ? ''
          : refused
            ? `refused on /user/queue/errors: ${refused.body.slice(0, 120)}`
            : `no frame with the message on /topic/messages within ${timeoutMs} ms`,
        durationMs: Math.round(performance.now() - started),
      });
      const roomId = numberOr(message.chatRoomId);
      let messageId = numberOr(message.id);
      if (roomId !== undefined) {
        const history = await callStep(context, {
          group: GROUP.chat,
          step: 'the message is in the room’s history',
          session: teacher,
          operationId: 'getChatHistory',
          pathParams: { chatRoomId: roomId },
          expect: (data) => {
            const list = Array.isArray(data) ? data : ((asObject(data).data as unknown[] | undefined) ?? []);
            const found = list.find((item) => asObject(item).content === content);
            messageId ??= numberOr(asObject(found).id);
            return found ? null : 'content: the message is not in the history';
          },
        });
        void history;
      }
      if (messageId !== undefined) {
        const mid = messageId;
        cleanup.add({
          what: `chat message #${mid}`,
          operationId: 'sendChatMessage',
          run: async () => {
            if (!mock) return 'left: the contract has no call to delete a message';
            await mock.forget({ chatMessages: [mid] });
            return null;
          },
        });
      }
    }
  }

  // ── review ──────────────────────────────────────────────────────────────────────────────────────────
  if (!student || requestId === undefined || !approved) {
    skip(GROUP.review, 'the Öğrenci reviews the held lesson', 'needs an approved lesson request (see above)');
  } else if (!mock) {
    skip(
      GROUP.review,
      'the Öğrenci reviews the held lesson',
      'a review follows a held lesson, which can be marked only after its first-lesson time; the checker does not move a real server’s clock',
    );
  } else {
    const rid = requestId;
    await mock.advance(FIRST_LESSON_IN_MS + 60_000);
    const held = await callStep(context, {
      group: GROUP.review,
      step: 'after its time (mock clock moved), the Eğitmen marks the lesson held',
      session: teacher,
      operationId: 'markLessonHeld',
      pathParams: { id: rid },
      expect: (data) =>
        asObject(data).status === 'COMPLETED'
          ? null
          : `status: ${String(asObject(data).status)}, expected COMPLETED`,
    });
    if (held.ok) {
      const review = await callStep(context, {
        group: GROUP.review,
        step: 'the Öğrenci reviews the held lesson',
        session: student,
        operationId: 'createReview',
        body: {
          lessonRequestId: rid,
          rating: 5,
          comment: `Sözleşme denetiminin deneme değerlendirmesi (${runId}).`,
        },
      });
      const reviewId = numberOr(asObject(review.data).id);
      if (reviewId !== undefined) {
        cleanup.add({
          what: `review #${reviewId}`,
          operationId: 'createReview',
          run: async () => {
            await mock.forget({ reviews: [reviewId] });
            return null;
          },
        });
        await callStep(context, {
          group: GROUP.review,
          step: 'the review is on the Eğitmen’s profile',
          session: student,
          operationId: 'getTeacherReviews',
          pathParams: { teacherId: teacher.user.id },
          query: { sort: 'NEWEST' },
          expect: (data) => {
            const content = (asObject(data).content as unknown[] | undefined) ?? [];
            return content.some((item) => asObject(item).id === reviewId)
              ? null
              : `content: review #${reviewId} is missing`;
          },
        });
      }
    }
  }

  // ── the listing goes ────────────────────────────────────────────────────────────────────────────────
  const deleted = await callStep(context, {
    group: GROUP.listing,
    step: 'the Eğitmen deletes the listing',
    session: teacher,
    operationId: 'deleteAnnouncement',
    pathParams: { id },
  });
  if (deleted.ok) cleanup.done(listingWhat);
  await callStep(context, {
    group: GROUP.listing,
    step: 'the deleted listing is gone (404)',
    session: teacher,
    operationId: 'getAnnouncement',
    pathParams: { id },
    expectStatus: 404,
  });
}
