import { http, HttpResponse } from 'msw';
import {
  getBlockUserMockHandler,
  getCreateReportMockHandler,
  getGetBlockedUsersMockHandler,
  getUnblockUserMockHandler,
} from '../../src/generated/api/safety/safety.msw';
import { CreateReportBody } from '../../src/generated/zod/safety/safety.zod';
import { blockedBy, blockUser, createReport, reportRows, unblockUser } from '../db/services/safety';
import { reportsPage } from '../standalone/reports-page';
import { ACK, idParam, ok, readBody, requireUser, withDb, withDbResponse } from './http';
import { collectedEvents } from './telemetry';

/**
 * Reports and blocks (mocks/db/services/safety.ts), and the developer's list of every report: `GET /__mock`
 * (a page, with the newest telemetry events below it) and `GET /__mock/reports` (JSON), answered by the
 * standalone server (and by the worker to a fetch).
 * No product call ever returns a report.
 */
export const safetyHandlers = [
  getCreateReportMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      const report = await createReport(db, user, await readBody(request, CreateReportBody));
      return ok(
        {
          id: report.id,
          targetType: report.targetType,
          targetId: report.targetId,
          reason: report.reason,
          text: report.text,
          createdAt: report.createdAt,
        },
        'Şikayetiniz alındı.',
      );
    }),
  ),
  getGetBlockedUsersMockHandler(
    withDb(({ request, db }) =>
      ok(
        blockedBy(db, requireUser(db, request)).map(({ user, blockedAt }) => ({
          userId: user.id,
          username: user.username,
          name: user.name,
          surname: user.surname,
          profileImageUrl: user.profileImageUrl,
          blockedAt,
        })),
      ),
    ),
  ),
  getBlockUserMockHandler(
    withDb(async ({ request, params, db }) => {
      await blockUser(db, requireUser(db, request), idParam(params.userId));
      return ACK('Kullanıcı engellendi.');
    }),
  ),
  getUnblockUserMockHandler(
    withDb(({ request, params, db }) => {
      unblockUser(db, requireUser(db, request), idParam(params.userId));
      return ACK('Engel kaldırıldı.');
    }),
  ),
  http.get(
    '*/__mock/reports',
    withDbResponse(({ db }) => HttpResponse.json(reportRows(db))),
  ),
  http.get(
    '*/__mock',
    withDbResponse(({ db }) => HttpResponse.html(reportsPage(reportRows(db), collectedEvents()))),
  ),
];
