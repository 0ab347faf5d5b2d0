import type { RequestHandler } from 'msw';
import { announcementHandlers } from './announcements';
import { authHandlers } from './auth';
import { catalogHandlers } from './catalog';
import { chatHandlers } from './chat';
import { lessonRequestHandlers } from './lesson-requests';
import { mediaHandlers } from './media';
import { provinceHandlers } from './provinces';
import { reviewHandlers } from './reviews';
import { safetyHandlers } from './safety';
import { teacherHandlers } from './teacher';
import { telemetryHandlers } from './telemetry';
import { userHandlers } from './user';
import { verificationHandlers } from './verification';
import { verificationDocumentHandlers } from './verification-documents';

/**
 * The stateful backend over the mock db (mocks/db): every operation of openapi.yaml, plus the mock's pictures and its telemetry collector.
 * Shared by the browser worker, the vitest server and the standalone server through mocks/handlers/index.ts.
 */
export const statefulHandlers: RequestHandler[] = [
  ...mediaHandlers,
  ...authHandlers,
  ...verificationHandlers,
  ...userHandlers,
  ...teacherHandlers,
  ...verificationDocumentHandlers,
  ...announcementHandlers,
  ...catalogHandlers,
  ...chatHandlers,
  ...lessonRequestHandlers,
  ...reviewHandlers,
  ...safetyHandlers,
  ...provinceHandlers,
  ...telemetryHandlers,
];
