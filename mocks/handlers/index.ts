import type { RequestHandler, WebSocketHandler } from 'msw';
import { getAnnouncementsMock } from '../../src/generated/api/announcements/announcements.msw';
import { getAuthMock } from '../../src/generated/api/auth/auth.msw';
import { getCategoriesMock } from '../../src/generated/api/categories/categories.msw';
import { getChatMock } from '../../src/generated/api/chat/chat.msw';
import { getDashboardMock } from '../../src/generated/api/dashboard/dashboard.msw';
import { getLessonRequestsMock } from '../../src/generated/api/lesson-requests/lesson-requests.msw';
import { getNotificationsMock } from '../../src/generated/api/notifications/notifications.msw';
import { getReviewsMock } from '../../src/generated/api/reviews/reviews.msw';
import { getStudyMock } from '../../src/generated/api/study/study.msw';
import { getTeacherMock } from '../../src/generated/api/teacher/teacher.msw';
import { getUserMock } from '../../src/generated/api/user/user.msw';
import { getVerificationMock } from '../../src/generated/api/verification/verification.msw';
import { getProvincesMock } from '../../src/generated/provinces/provinces/provinces.msw';
import { realtimeHandlers } from '../realtime';
import { scenarioHandlers } from '../scenarios/handler';
import { statefulHandlers } from './stateful';

const generatedHandlers = [
  ...getAnnouncementsMock(),
  ...getAuthMock(),
  ...getCategoriesMock(),
  ...getChatMock(),
  ...getDashboardMock(),
  ...getLessonRequestsMock(),
  ...getNotificationsMock(),
  ...getReviewsMock(),
  ...getStudyMock(),
  ...getTeacherMock(),
  ...getUserMock(),
  ...getVerificationMock(),
  ...getProvincesMock(),
];

/**
 * The one handler list shared by the browser worker, the vitest server and the standalone mock server.
 * MSW uses the first handler that matches, so the stateful ones (over the mock db) go before the generated
 * ones, which stay as a fallback for anything the stateful set does not cover.
 */
export const handlers: Array<RequestHandler | WebSocketHandler> = [
  ...realtimeHandlers,
  ...scenarioHandlers,
  ...statefulHandlers,
  ...generatedHandlers,
];
