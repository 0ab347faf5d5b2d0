import { HttpResponse, type http } from 'msw';
import type { z } from 'zod';
import type { AckResponse, UnauthorizedResult } from '../../src/generated/api/model';
import type { Db } from '../db/collections';
import { DomainError } from '../db/errors';
import type { UserRecord } from '../db/schema';
import { userForToken } from '../db/services/auth';
import { transact } from '../db/store';

/*
 * Shared pieces of the stateful handlers. Handlers are built from orval's generated factories, whose override
 * function must return the contract's 200 body; every other answer (401, 400, 403, 404, 409, 413) is *thrown*
 * as a Response, which MSW sends as it is. That keeps the success bodies type-checked against the contract.
 */

/** The 401 answer for a missing, unknown or expired access token (the spec's synthetic session-expired result). */
export const UNAUTHORIZED: UnauthorizedResult = {
  success: false,
  message: 'Session expired. Please login again.',
  data: 'Access Denied',
  httpStatus: 'UNAUTHORIZED',
};

/** Ends the resolver with this response: MSW sends a thrown Response as the answer. */
export function respond(response: Response): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer early
  throw response;
}

export function unauthorized(): never {
  return respond(HttpResponse.json(UNAUTHORIZED, { status: 401 }));
}

export function failure(status: number, message: string, data: unknown = null): never {
  return respond(HttpResponse.json({ success: false, message, data } satisfies AckResponse, { status }));
}

export function ok<T>(data: T, message: string | null = null) {
  return { success: true, message, data };
}

export const ACK = (message: string): AckResponse => ({ success: true, message, data: null });

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1]?.trim() || null;
}

/** The signed-in user of this request, or a thrown 401. */
export function requireUser(db: Db, request: Request): UserRecord {
  return userForToken(db, 'access', bearerToken(request)) ?? unauthorized();
}

/** A numeric path parameter; anything else is a 404 (no such resource). */
export function idParam(value: string | readonly string[] | undefined): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : failure(404, 'Kayıt bulunamadı.');
}

/**
 * The JSON body checked against the generated zod schema of the operation, or a thrown 400. A field whose
 * pattern a person can break (the username) may name the rule in Turkish (`patternMessages`), as a real server
 * explains its own rules.
 */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  patternMessages: Partial<Record<string, string>> = {},
): Promise<z.output<S>> {
  const raw: unknown = await request
    .json()
    .catch(() => failure(400, 'İstek gövdesi geçerli bir JSON değil.'));
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const rule = issue?.code === 'invalid_format' ? patternMessages[field] : undefined;
  return failure(400, rule ?? `Geçersiz alan: ${field || 'gövde'}`, issue?.message ?? null);
}

/**
 * Wraps a resolver: waits for the db, passes it in, and turns a DomainError thrown by a service into the
 * failure envelope with its status.
 */
export function withDb<Info, Result>(resolver: (info: Info & { db: Db }) => Promise<Result> | Result) {
  // transact: browser tabs sharing the mock db take turns (one writer), so no tab's change is lost.
  return (info: Info): Promise<Result> =>
    transact(async (db) => {
      try {
        return await resolver({ ...info, db });
      } catch (error) {
        if (error instanceof DomainError) failure(error.status, error.message);
        throw error;
      }
    });
}

type ResolverInfo = Parameters<Parameters<typeof http.post>[1]>[0];

/** withDb for the few handlers written with `http.*` directly (they answer with their own Response). */
export function withDbResponse(resolver: (info: ResolverInfo & { db: Db }) => Promise<Response> | Response) {
  return withDb<ResolverInfo, Response>(resolver);
}
