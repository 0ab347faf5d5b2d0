import { matchRequestUrl, type Path } from 'msw';
import { OPERATION_TABLE, type OperationId } from '../../src/generated/operations';

/*
 * Which contract operation a request is, read off the operation table that `npm run generate` writes from
 * openapi.yaml. So the table follows the contract on every regeneration and no path is written by hand; a test
 * checks that it names exactly the methods and paths of orval's generated handlers.
 */

export type { OperationId };

export interface Operation {
  /** openapi.yaml's operationId, e.g. `getAllTeachers`. */
  id: OperationId;
  method: string;
  /** As MSW matches it: any origin (the API and the provinces service have their own), `:param` segments. */
  path: Path;
}

const toMswPath = (path: string): string => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

// Literal paths before parameterised ones: `/v1/announcements/pageable` is not `/v1/announcements/:id`.
const params = (operation: Operation) => String(operation.path).split('/:').length;

export const OPERATIONS: readonly Operation[] = OPERATION_TABLE.map(({ id, method, path }): Operation => ({
  id,
  method,
  path: toMswPath(path),
})).sort((a, b) => params(a) - params(b));

export const OPERATION_IDS: ReadonlySet<string> = new Set(OPERATIONS.map((operation) => operation.id));

/** Whether a name (e.g. from `?mock-fail=`) is an operation of openapi.yaml. */
export const isOperationId = (name: string): name is OperationId => OPERATION_IDS.has(name);

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
