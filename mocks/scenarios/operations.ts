import { HttpHandler, matchRequestUrl, type Path } from 'msw';
import * as announcements from '../../src/generated/api/announcements/announcements.msw';
import * as auth from '../../src/generated/api/auth/auth.msw';
import * as categories from '../../src/generated/api/categories/categories.msw';
import * as chat from '../../src/generated/api/chat/chat.msw';
import * as dashboard from '../../src/generated/api/dashboard/dashboard.msw';
import * as lessonRequests from '../../src/generated/api/lesson-requests/lesson-requests.msw';
import * as notifications from '../../src/generated/api/notifications/notifications.msw';
import * as reviews from '../../src/generated/api/reviews/reviews.msw';
import * as study from '../../src/generated/api/study/study.msw';
import * as teacher from '../../src/generated/api/teacher/teacher.msw';
import * as user from '../../src/generated/api/user/user.msw';
import * as verification from '../../src/generated/api/verification/verification.msw';
import * as provinces from '../../src/generated/provinces/provinces/provinces.msw';

/*
 * Which contract operation a request is, read off orval's generated handler factories: every
 * `get<Op>MockHandler` export builds an HttpHandler whose `info` holds the operation's method and path. So the
 * table follows openapi.yaml on every `npm run generate` and no path is written twice.
 */

export interface Operation {
  /** openapi.yaml's operationId, e.g. `getAllTeachers`. */
  id: string;
  method: string;
  path: Path;
}

const modules: Array<Record<string, unknown>> = [
  announcements,
  auth,
  categories,
  chat,
  dashboard,
  lessonRequests,
  notifications,
  reviews,
  study,
  teacher,
  user,
  verification,
  provinces,
];

const FACTORY = /^get(\w+)MockHandler$/;

function collectOperations(): Operation[] {
  const found: Operation[] = [];
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      const match = FACTORY.exec(name);
      if (!match?.[1] || typeof value !== 'function') continue;
      const handler: unknown = (value as () => unknown)();
      if (!(handler instanceof HttpHandler)) continue;
      const { method, path } = handler.info;
      if (typeof method !== 'string' || typeof path === 'function') continue;
      found.push({ id: match[1].charAt(0).toLowerCase() + match[1].slice(1), method, path });
    }
  }
  // Literal paths before parameterised ones: `/v1/announcements/pageable` is not `/v1/announcements/:id`.
  const params = (operation: Operation) => String(operation.path).split('/:').length;
  return found.sort((a, b) => params(a) - params(b));
}

export const OPERATIONS: readonly Operation[] = collectOperations();

export const OPERATION_IDS: ReadonlySet<string> = new Set(OPERATIONS.map((operation) => operation.id));

/** The contract operation this request calls, or null (a page asset, a picture, the socket). */
export function operationOf(request: Request): Operation | null {
  const url = new URL(request.url);
  return (
    OPERATIONS.find(
      (operation) =>
        operation.method.toUpperCase() === request.method.toUpperCase() &&
        matchRequestUrl(url, operation.path).matches,
    ) ?? null
  );
}
