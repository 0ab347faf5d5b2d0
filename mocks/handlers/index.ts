import type { RequestHandler, WebSocketHandler } from 'msw';
import * as apiMocks from '../../src/generated/api/index.msw';
import * as provincesMocks from '../../src/generated/provinces/index.msw';
import { realtimeHandlers } from '../realtime';
import { scenarioHandlers } from '../scenarios/handler';
import { HandlerDispatch } from './dispatch';
import { statefulHandlers } from './stateful';

// orval's mock index: one handler set per tag of openapi.yaml, so a new tag needs no edit here.
export const generatedHandlers = [...Object.values(apiMocks), ...Object.values(provincesMocks)].flatMap(
  (tagMock) => tagMock(),
);

/**
 * The one handler list shared by the browser worker, the vitest server and the standalone mock server.
 * MSW uses the first handler that matches, so the stateful ones (over the mock db) go before the generated
 * ones, which stay as a fallback for anything the stateful set does not cover. The HTTP handlers sit behind
 * one dispatch, which offers a request only to those whose method and path could match it (./dispatch.ts).
 */
export const handlers: Array<RequestHandler | WebSocketHandler> = [
  ...realtimeHandlers,
  new HandlerDispatch([...scenarioHandlers, ...statefulHandlers, ...generatedHandlers]),
];
