import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import {
  GetAnnouncementsByCategoryResponse,
  GetAnnouncementsPageResponse,
} from '../../src/generated/zod/announcements/announcements.zod';
import {
  GetAnnouncementCountResponse,
  GetDashboardCountsResponse,
} from '../../src/generated/zod/dashboard/dashboard.zod';
import { FilterTeachersResponse, GetAllTeachersResponse } from '../../src/generated/zod/teacher/teacher.zod';
import { readAccessToken, readStoredUser, writeAccessToken } from '../../src/lib/api/session-storage';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../db/demo';
import { generatedHandlers } from '../handlers';
import { call } from '../handlers/test-support';
import { CATALOGUE_ROWS } from './catalogue';
import { isRouteChunk, scenarioHandlers } from './handler';
import { OPERATIONS, operationOf } from './operations';
import {
  APPROVE_REFUSED_MESSAGE,
  ENVELOPE_MESSAGE,
  LESSON_REQUEST_REFUSED_MESSAGE,
  LISTING_SAVE_REFUSED_MESSAGE,
  SCENARIOS,
  SLOW_DELAY_MS,
} from './registry';
import { MALFORMED_BODY } from './responses';
import {
  getScenarioName,
  isSocketDown,
  isSocketGarbled,
  scenarioFromSearch,
  setScenarioState,
} from './state';
import { resetScenario, setScenario } from './testing';

afterEach(resetScenario);

const openapi = parse(readFileSync(join(process.cwd(), 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const specOperationIds = Object.values(openapi.paths)
  .flatMap((item) => Object.values(item))
  .map((operation) => operation.operationId)
  .filter((id): id is string => typeof id === 'string');

describe('scenario registry', () => {
  it('knows every operation of openapi.yaml from the generated operation table', () => {
    expect(OPERATIONS.map((operation) => operation.id).sort()).toEqual([...specOperationIds].sort());
  });

  it("names exactly the methods and paths of orval's generated handlers", () => {
    const route = (method: string, path: unknown) => `${method.toUpperCase()} ${String(path)}`;
    const generated = generatedHandlers
      .filter((handler) => handler instanceof HttpHandler)
      .map((handler) => route(String(handler.info.method), handler.info.path));
    expect(OPERATIONS.map((operation) => route(operation.method, operation.path)).sort()).toEqual(
      generated.sort(),
    );
  });

  it('matches literal paths before parameterised ones', () => {
    const request = (path: string) => new Request(new URL(path, location.href));
    expect(operationOf(request('/v1/announcements/pageable?page=0&size=6'))?.id).toBe('getAnnouncementsPage');
    expect(operationOf(request('/v1/announcements/12'))?.id).toBe('getAnnouncement');
    expect(operationOf(request('/v1/lesson-requests/my'))?.id).toBe('getMyLessonRequests');
    expect(operationOf(request('/mock-media/avatars/1.svg'))).toBeNull();
  });

  it('names only operations that exist in failure rules', () => {
    for (const scenario of SCENARIOS) {
      for (const failure of scenario.failures ?? []) {
        if (typeof failure.ops === 'string') continue;
        for (const op of failure.ops) expect(specOperationIds, `${scenario.name}: ${op}`).toContain(op);
      }
    }
  });

  it('reaches every row of the error catalogue', () => {
    const reached = new Set(SCENARIOS.flatMap((scenario) => scenario.rows));
    expect(CATALOGUE_ROWS.filter((row) => !reached.has(row))).toEqual([]);
    expect(CATALOGUE_ROWS).toHaveLength(20);
  });

  it('has the scenarios the issue asks for, with unique names', () => {
    const names = SCENARIOS.map((scenario) => scenario.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['default', 'empty', 'errors', 'errors-envelope', 'slow', 'expired-session']),
    );
    expect(names).toContain('socket-down');
  });
});

describe('scenario state', () => {
  it('reads ?scenario= and ?mock-fail= from a query string', () => {
    expect(scenarioFromSearch('?scenario=errors&mock-fail=getAllTeachers,%20filterTeachers')).toEqual({
      name: 'errors',
      failOps: ['getAllTeachers', 'filterTeachers'],
    });
    expect(scenarioFromSearch('?page=2')).toBeNull();
  });

  it('tells the broker when the socket is down or garbled', async () => {
    expect(isSocketDown()).toBe(false);
    await setScenario('socket-down');
    expect(isSocketDown()).toBe(true);
    await setScenario('socket-garbage');
    expect(isSocketDown()).toBe(false);
    expect(isSocketGarbled()).toBe(true);
    resetScenario();
    expect(getScenarioName()).toBe('default');
  });

  it('acts as default for an unknown name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setScenarioState('no-such-scenario');
    const result = await call('GET', '/v1/dashboard/announcement');
    expect(result.status).toBe(200);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown scenario "no-such-scenario"'));
  });
});

describe('scenario answers', () => {
  it('default: the scenario handler matches no request at all', async () => {
    const [handler] = scenarioHandlers;
    const request = new Request(new URL('/v1/teacher/all?page=0', location.href));
    expect(await handler!.test({ request })).toBe(false);
    await setScenario('slow');
    expect(await handler!.test({ request })).toBe(true);
    // A request no scenario is about stays unmatched, so the test harness still sees it as unhandled.
    expect(await handler!.test({ request: new Request(new URL('/v1/nobody', location.href)) })).toBe(false);
  });

  it('default falls through to the stateful backend', async () => {
    const result = await call('GET', '/v1/dashboard/announcement');
    expect(GetAnnouncementCountResponse.parse(result.body).data).toBeGreaterThan(100);
  });

  it('errors: HTTP 500 with a Spring error body, on every operation', async () => {
    await setScenario('errors');
    for (const path of ['/v1/teacher/all?page=0', '/v1/categories/root', '/v1/dashboard/counts']) {
      const result = await call('GET', path);
      expect(result.status).toBe(500);
      expect(result.body).toMatchObject({ status: 500, error: 'Internal Server Error' });
      expect(result.body).not.toHaveProperty('message');
    }
    expect((await call('POST', '/v1/auth/login', { body: {} })).status).toBe(500);
  });

  it('errors-envelope: 200 with success false and a Turkish message', async () => {
    await setScenario('errors-envelope');
    const result = await call('GET', '/v1/categories/root');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: false, message: ENVELOPE_MESSAGE, data: null });
  });

  it('?mock-fail narrows a failure scenario to the named operations', async () => {
    await setScenario('errors', { fail: ['getAllTeachers'] });
    expect((await call('GET', '/v1/teacher/all?page=0')).status).toBe(500);
    expect((await call('GET', '/v1/categories/root')).status).toBe(200);
  });

  it('offline: no response at all', async () => {
    await setScenario('offline');
    await expect(call('GET', '/v1/categories/root')).rejects.toThrow();
  });

  it('malformed: 200 with a JSON content type and a body that is not JSON', async () => {
    await setScenario('malformed');
    const response = await fetch(new URL('/v1/teacher/all?page=0', location.href));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe(MALFORMED_BODY);
  });

  it('empty: no teachers, no listings, zero counters, in the contract shapes', async () => {
    await setScenario('empty');
    const teachers = GetAllTeachersResponse.parse((await call('GET', '/v1/teacher/all?page=0&size=12')).body);
    expect(teachers.data).toMatchObject({ content: [], totalElements: 0, size: 12 });
    const filtered = FilterTeachersResponse.parse(
      (await call('POST', '/v1/teacher/filter?page=0', { body: { keyword: 'fizik' } })).body,
    );
    expect(filtered.data.content).toEqual([]);
    const page = GetAnnouncementsPageResponse.parse(
      (await call('GET', '/v1/announcements/pageable?page=0&size=6')).body,
    );
    expect(page.data).toMatchObject({ content: [], last: true });
    const category = GetAnnouncementsByCategoryResponse.parse(
      (await call('GET', '/v1/announcements/category/101?page=0&size=20')).body,
    );
    expect(category.data).toMatchObject({ content: [] });
    expect(
      GetAnnouncementCountResponse.parse((await call('GET', '/v1/dashboard/announcement')).body).data,
    ).toBe(0);
    const counts = GetDashboardCountsResponse.parse((await call('GET', '/v1/dashboard/counts')).body).data;
    expect(counts).toMatchObject({ teacherCount: 0, announcementCount: 0 });
    expect(counts.studentCount).toBeGreaterThan(0);
    // Everything else still answers from the db.
    expect((await call('GET', '/v1/categories/root')).status).toBe(200);
  });

  it('slow: every call waits before the stateful answer', async () => {
    await setScenario('slow');
    const started = performance.now();
    const result = await call('GET', '/v1/categories/root');
    expect(result.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 50);
  });

  it('expired-session: a bearer call and the refresh answer 401; a public call works', async () => {
    await setScenario('expired-session');
    const withToken = await call('GET', '/v1/notifications', { token: DEMO_TOKENS.student });
    expect(withToken.status).toBe(401);
    expect(withToken.body).toMatchObject({ success: false, httpStatus: 'UNAUTHORIZED' });
    expect((await call('POST', '/v1/auth/refresh')).status).toBe(401);
    expect((await call('GET', '/v1/categories/root')).status).toBe(200);
  });

  it('session scenarios write the browser storage', async () => {
    await setScenario('signed-in-student');
    expect(readStoredUser()).toMatchObject({ id: DEMO_STUDENT.id, role: 'ROLE_STUDENT' });
    expect(readAccessToken()).toBe(DEMO_TOKENS.student);

    writeAccessToken('some-token');
    await setScenario('no-token');
    expect(readStoredUser()).toMatchObject({ id: DEMO_STUDENT.id });
    expect(readAccessToken()).toBeNull();
  });

  it('lesson-request-fails, approve-fails and listing-save-fails refuse one action with a Turkish message', async () => {
    const refused = (message: string) => ({ status: 503, body: { success: false, message, data: null } });
    const listing = {
      title: 'Deneme ilanı',
      description: 'Bir açıklama.',
      price: 500,
      lessonMode: 'ONLINE',
      categoryId: 101,
    };

    await setScenario('lesson-request-fails');
    const request = { announcementId: 1, message: 'Merhaba hocam, ders almak istiyorum.' };
    expect(
      await call('POST', '/v1/lesson-requests/create', { token: DEMO_TOKENS.student, body: request }),
    ).toMatchObject(refused(LESSON_REQUEST_REFUSED_MESSAGE));
    expect((await call('GET', '/v1/lesson-requests/my', { token: DEMO_TOKENS.student })).status).toBe(200);

    await setScenario('approve-fails');
    expect(await call('PUT', '/v1/lesson-requests/1/approve', { token: DEMO_TOKENS.teacher })).toMatchObject(
      refused(APPROVE_REFUSED_MESSAGE),
    );

    await setScenario('listing-save-fails');
    expect(
      await call('POST', '/v1/announcements/create', { token: DEMO_TOKENS.teacher, body: listing }),
    ).toMatchObject(refused(LISTING_SAVE_REFUSED_MESSAGE));
    expect(
      await call('PUT', '/v1/announcements/update/1', { token: DEMO_TOKENS.teacher, body: listing }),
    ).toMatchObject(refused(LISTING_SAVE_REFUSED_MESSAGE));
    expect((await call('GET', `/v1/announcements/teacher/${DEMO_TEACHER.id}?page=0`)).status).toBe(200);
  });

  it('chunk scenarios fail the screen parts only', async () => {
    expect(isRouteChunk('http://localhost:5173/src/app/routes/static/faq.tsx')).toBe(true);
    expect(isRouteChunk('http://localhost:5173/src/app/routes/not-found.tsx')).toBe(true);
    expect(isRouteChunk('http://localhost:4173/assets/route-faq-vbUaG37-.js')).toBe(true);
    expect(isRouteChunk('http://localhost:4173/assets/route-teachers--MFyKmPL.js')).toBe(true);
    expect(isRouteChunk('http://localhost:4173/assets/app-DB59Pqwm.js')).toBe(false);
    expect(isRouteChunk('http://localhost:4173/assets/faq-vbUaG37-.js')).toBe(false);
    expect(isRouteChunk('http://localhost:5173/src/main.tsx')).toBe(false);
    expect(isRouteChunk('http://localhost:5173/src/app/layout/page-message.tsx')).toBe(false);

    await setScenario('chunk-fails');
    expect((await fetch(new URL('/assets/route-faq-x1.js', location.href))).status).toBe(500);
    expect((await call('GET', '/v1/categories/root')).status).toBe(200);
  });
});
