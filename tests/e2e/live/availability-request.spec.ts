import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../../../mocks/db/demo';
import { listingToRequest, resetMockDbBeforeEach } from '../support/live-api';
import { SLOW } from '../support/page-checks';
import { signIn } from '../support/session';

/*
 * A teacher's week used in a request, live: the production build served by the standalone mock server (one
 * db), a teacher and a student each in a browser context of their own. He adds Monday 10:00–11:30 to his week
 * in the dashboard's editor and saves; she sees it on his profile, picks that range in a request; he opens the
 * request and reads the chosen time, in Istanbul time.
 */

const STUDENT = { ...DEMO_STUDENT_2, token: DEMO_TOKENS.student2 };
const TEACHER = DEMO_TEACHER;
const MESSAGE = 'Merhaba hocam, pazartesi sabahları için ders almak istiyorum; uygun olur mu?';

const week = (page: Page) => page.getByRole('list', { name: 'Müsaitlik' });
const monday = (page: Page) => week(page).getByRole('listitem').filter({ hasText: 'Pazartesi' }).first();

resetMockDbBeforeEach();

test('a range the teacher adds to his week is picked by a student, and he reads it on the request', async ({
  browser,
  request,
}) => {
  const listing = await listingToRequest(request, { teacherId: TEACHER.id, studentToken: STUDENT.token });
  const teacherContext = await browser.newContext();
  const studentContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const student = await studentContext.newPage();
  await signIn(teacher, TEACHER.username);
  await signIn(student, STUDENT.username);

  // Before: his seeded week has nothing on Monday.
  await student.goto(`/profile/username/${TEACHER.username}`);
  await expect(monday(student)).toContainText('Müsait değil', SLOW);

  // He adds Monday 10:00–11:30 in the dashboard's editor and saves.
  await teacher.goto('/teacher-dashboard');
  const editor = teacher.getByRole('region', { name: 'Müsaitlik Takviminiz' });
  await expect(editor).toBeVisible(SLOW);
  await editor.getByRole('button', { name: 'Aralık ekle (Pazartesi)' }).click();
  const range = editor.getByRole('group', { name: 'Pazartesi, 1. aralık' });
  await range.getByRole('combobox', { name: 'Başlangıç' }).selectOption('10:00');
  await range.getByRole('combobox', { name: 'Bitiş' }).selectOption('11:30');
  const saved = teacher.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().endsWith('/v1/teacher/availability'),
  );
  await editor.getByRole('button', { name: 'Müsaitliği Kaydet' }).click();
  expect((await saved).ok()).toBe(true);

  // She sees it on his profile, then picks it in a request.
  await student.reload();
  await expect(monday(student)).toContainText('10:00–11:30', SLOW);
  await student.goto(`/lesson-requests/new?listingId=${listing.id}`);
  await expect(student.getByRole('heading', { level: 1, name: 'Ders Talebi Gönder' })).toBeVisible(SLOW);
  const mode = student.getByRole('group', { name: 'Ders şekli' });
  await mode
    .locator('label')
    .filter({ hasText: /^(Online|Yüz yüze)$/ })
    .first()
    .click();
  const slots = student.getByRole('group', { name: 'Eğitmenin müsait saatleri' });
  await slots.locator('label').filter({ hasText: 'Pazartesi 10:00–11:30' }).click();
  await expect(slots.getByRole('checkbox', { name: 'Pazartesi 10:00–11:30' })).toBeChecked();
  await student.getByRole('textbox', { name: /^Mesajınız/ }).fill(MESSAGE);
  await student.getByRole('button', { name: 'Talebi Gönder' }).click();
  await expect(student).toHaveURL(/\/lesson-requests\/\d+$/, SLOW);
  const requestPath = new URL(student.url()).pathname;

  // He opens the request and reads the chosen time.
  await teacher.goto(requestPath);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Ders Talebi' })).toBeVisible(SLOW);
  await expect(teacher.getByRole('list', { name: 'Tercih edilen saatler' })).toHaveText(
    'Pazartesi 10:00–11:30',
    SLOW,
  );
  await expect(teacher.getByRole('main').getByText('İstanbul saati', { exact: true })).toBeVisible();

  await studentContext.close();
  await teacherContext.close();
});
