import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CollectionName, Db } from '../db';
import { sendJson } from './http-bridge.ts';

/*
 * Two routes of the standalone server for the contract checker's write journeys (no part of the contract):
 *
 *   GET  /__mock/counts   how many records each table holds, so a test sees the db left as it was found;
 *   POST /__mock/forget   {"lessonRequests": [ids], "chatMessages": [...], "reviews": [...], "notifications": [...]}
 *                         removes records the contract gives no call to delete (a request, once approved, stays;
 *                         a message or a review has no delete), and undoes what they counted for (a held
 *                         lesson's +1 on the teacher's completedLessons). Answers how many of each were removed.
 *
 * The checker calls forget only against a mock (it asks /__mock/health first); against a real server it names
 * what it had to leave behind instead.
 */

export const FORGETTABLE = ['lessonRequests', 'chatMessages', 'reviews', 'notifications'] as const;
export type Forgettable = (typeof FORGETTABLE)[number];
export type ForgetRequest = Partial<Record<Forgettable, number[]>>;

export interface RecordStore {
  counts: () => Promise<Record<string, number>>;
  forget: (records: ForgetRequest) => Promise<Record<Forgettable, number>>;
}

type Transact = <T>(task: (db: Db) => Promise<T> | T) => Promise<T>;

export function recordStore(transact: Transact, names: readonly CollectionName[]): RecordStore {
  return {
    counts: () =>
      transact((db) => Object.fromEntries(names.map((name) => [name, db[name].all().length] as const))),
    forget: (records) =>
      transact(async (db) => {
        const removed = { lessonRequests: 0, chatMessages: 0, reviews: 0, notifications: 0 };
        for (const id of records.lessonRequests ?? []) {
          const request = db.lessonRequests.findFirst((q) => q.where({ id }));
          if (!request) continue;
          if (request.status === 'COMPLETED') {
            await db.users.update((q) => q.where({ id: request.teacherId }), {
              data(teacher) {
                teacher.completedLessons = Math.max(0, (teacher.completedLessons ?? 1) - 1);
              },
            });
          }
          db.lessonRequests.delete((q) => q.where({ id }));
          removed.lessonRequests += 1;
        }
        const deleters = {
          chatMessages: (id: number) => db.chatMessages.delete((q) => q.where({ id })),
          reviews: (id: number) => db.reviews.delete((q) => q.where({ id })),
          notifications: (id: number) => db.notifications.delete((q) => q.where({ id })),
        };
        for (const [name, remove] of Object.entries(deleters) as Array<
          [keyof typeof deleters, (id: number) => unknown]
        >) {
          for (const id of records[name] ?? []) if (remove(id)) removed[name] += 1;
        }
        return removed;
      }),
  };
}

function validForget(body: unknown): body is ForgetRequest {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  return Object.entries(body).every(
    ([name, ids]) =>
      (FORGETTABLE as readonly string[]).includes(name) &&
      Array.isArray(ids) &&
      ids.every((id) => Number.isInteger(id)),
  );
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/** Answers /__mock/counts and /__mock/forget; false for any other request. */
export async function answerRecordRoute(
  req: IncomingMessage,
  res: ServerResponse,
  store: RecordStore,
): Promise<boolean> {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/__mock/counts' && req.method === 'GET') {
    sendJson(req, res, 200, await store.counts());
    return true;
  }
  if (path === '/__mock/forget' && req.method === 'POST') {
    const body = await readJson(req);
    if (!validForget(body)) {
      sendJson(req, res, 400, {
        message: `Beklenen gövde: {${FORGETTABLE.map((name) => `"${name}": [id, …]`).join(', ')}} (hepsi isteğe bağlı).`,
      });
      return true;
    }
    sendJson(req, res, 200, { removed: await store.forget(body) });
    return true;
  }
  return false;
}
