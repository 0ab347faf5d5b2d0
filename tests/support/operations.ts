import {
  HttpHandler,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type RequestHandlerOptions,
} from 'msw';
import { type Operation, type OperationId, OPERATIONS } from '../../mocks/scenarios/operations';

/*
 * One contract operation answered differently in one test, named by its operationId: the method and path come
 * from the contract (mocks/scenarios/operations.ts), never from a URL typed into the test. For a success answer
 * in the contract's shape, prefer orval's typed `get<Op>MockHandler(body)`; these helpers are for what the
 * generated factories cannot say: an HTTP error, a lost connection, a `success: false` envelope, or a body that
 * breaks the contract on purpose.
 */

/** How the operation fails. */
export type OperationFailure =
  /** An HTTP error status; the body is empty unless given (then sent as JSON). */
  | { status: number; body?: unknown }
  /** The server's considered refusal: `{ success: false, message, data: null }`, 200 unless a status is given. */
  | { envelope: string | null; status?: number }
  /** No answer at all: the connection fails. */
  | 'network';

function find(id: OperationId): Operation {
  const operation = OPERATIONS.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`No operation ${id} in openapi.yaml`);
  return operation;
}

/** The response a failure gives (for handlers that fail only sometimes). */
export function failureResponse(failure: OperationFailure): Response {
  if (failure === 'network') return HttpResponse.error();
  if ('envelope' in failure) {
    return HttpResponse.json(
      { success: false, message: failure.envelope, data: null },
      { status: failure.status ?? 200 },
    );
  }
  return failure.body === undefined
    ? new HttpResponse(null, { status: failure.status })
    : HttpResponse.json(failure.body as DefaultBodyType, { status: failure.status });
}

/**
 * A handler for the operation with any resolver; returning nothing falls through to the stateful mock backend
 * (so a test can fail the first call only, or until it says otherwise).
 */
export function onOperation(
  id: OperationId,
  resolver: HttpResponseResolver,
  options?: RequestHandlerOptions,
): HttpHandler {
  const { method, path } = find(id);
  return new HttpHandler(method, path, resolver, options);
}

/** The operation fails (HTTP 500 with an empty body by default); `{ once: true }` fails only the next call. */
export function failOperation(
  id: OperationId,
  failure: OperationFailure = { status: 500 },
  options?: RequestHandlerOptions,
): HttpHandler {
  return onOperation(id, () => failureResponse(failure), options);
}

/** The operation answers 200 with this JSON body, whatever its shape (for bodies that break the contract). */
export function answerOperation(
  id: OperationId,
  body: unknown,
  options?: RequestHandlerOptions,
): HttpHandler {
  return onOperation(id, () => HttpResponse.json(body as DefaultBodyType), options);
}
