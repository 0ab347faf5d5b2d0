import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../../../mocks/db/demo';
import { listingToRequest, resetMockDbBeforeEach } from '../support/live-api';
import { SLOW } from '../support/page-checks';
import { signIn } from '../support/session';

/*
 * The marketplace loop between two people, live: the production build served by the standalone mock server
 * (one db, the STOMP broker at /ws), a student and a teacher each in a browser context of their own. She asks
 * for a lesson from a listing; he sees it arrive on his dashboard and bell without reloading and approves it in
 * place; she sees the approval arrive, and only now each other's phone and e-mail; no review is offered before
 * the lesson is held (tests/e2e/live/lesson-held.spec.ts).
 */

const STUDENT = { ...DEMO_STUDENT_2, fullName: 'Ayşe Yılmaz', token: DEMO_TOKENS.student2 };
const TEACHER = { ...DEMO_TEACHER, fullName: 'Zeynep Çelik', token: DEMO_TOKENS.teacher };
const MESSAGE = 'Merhaba hocam, üniversite sınavına hazırlanıyorum; haftada iki ders düşünüyorum.';

/** Chakra draws its radios and checkboxes over visually hidden inputs: click the option's words, as a person does. */
async function pick(page: Page, role: 'radio' | 'checkbox', name: string): Promise<void> {
  await page.locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole(role, { name })).toBeChecked();
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Bildirimler/ });
const unreadOf = async (page: Page) =>
  Number(/, (\d+) okunmamış/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

resetMockDbBeforeEach();

test('a request from a listing is approved live, shares both contacts only then, and offers no review before the lesson', async ({
  browser,
  request,
}) => {
  // A listing that offers both modes, so the form asks which.
  const listing = await listingToRequest(
    request,
    { teacherId: TEACHER.id, studentToken: STUDENT.token },
    (candidate) => candidate.lessonMode === 'BOTH',
  );

  const studentContext = await browser.newContext();
  const teacherContext = await browser.newContext();
  const student = await studentContext.newPage();
  const teacher = await teacherContext.newPage();
  await signIn(student, STUDENT.username);
  await signIn(teacher, TEACHER.username);

  // The teacher waits on his dashboard: the inbox is there, and the bell shows what is unread now.
  await teacher.goto('/teacher-dashboard');
  const inbox = teacher.getByRole('region', { name: 'Gelen ders talepleri' });
  await expect(inbox).toBeVisible(SLOW);
  await expect(bell(teacher)).toBeVisible();
  // Read once the bell's list has loaded: before that its label has no count yet.
  await expect(bell(teacher)).not.toHaveAttribute('aria-busy', 'true', SLOW);
  const unreadBefore = await unreadOf(teacher);
  // Her row for this listing (she may have asked about another one of his before).
  const row = inbox
    .getByRole('listitem')
    .filter({ hasText: `Öğrenci: ${STUDENT.fullName}` })
    .filter({ hasText: listing.title });
  await expect(row).toHaveCount(0);

  // The student asks from the listing's page.
  await student.goto(`/courses/${listing.id}`);
  await student.getByRole('link', { name: 'Ders Talebi Gönder' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Ders Talebi Gönder' })).toBeVisible(SLOW);
  await pick(student, 'radio', 'Online');
  // The teacher's own weekly ranges are the choices (hers include Tuesday evenings).
  await pick(student, 'checkbox', 'Salı 18:00–21:00');
  await student.getByRole('textbox', { name: /^Mesajınız/ }).fill(MESSAGE);
  await student.getByRole('button', { name: 'Talebi Gönder' }).click();

  // Her request's page: pending, and nobody's contact details yet.
  await expect(student).toHaveURL(/\/lesson-requests\/\d+$/, SLOW);
  const requestUrl = student.url();
  await expect(student.getByText('Bekliyor').first()).toBeVisible(SLOW);
  await expect(student.getByText('İletişim bilgileri talep onaylandığında burada görünür.')).toBeVisible();
  await expect(student.getByText(TEACHER.email)).toHaveCount(0);
  await expect(student.getByText(STUDENT.email)).toHaveCount(0);

  // The teacher sees it arrive without reloading: a new row in the inbox and one more unread on the bell.
  await expect(row).toHaveCount(1, SLOW);
  await expect.poll(() => unreadOf(teacher), SLOW).toBe(unreadBefore + 1);
  await row.getByRole('button', { name: /^Onayla/ }).click();
  // Answered, it leaves the pending tab for the approved one.
  await expect(row).toHaveCount(0, SLOW);
  await inbox.getByRole('tab', { name: /^Onaylandı/ }).click();
  await expect(row).toHaveCount(1, SLOW);

  // The student sees the approval arrive on her open page, and now both parties' contact details.
  await expect(student.getByText('Onaylandı').first()).toBeVisible(SLOW);
  const contacts = student.getByRole('region', { name: 'İletişim bilgileri' });
  await expect(contacts.getByRole('link', { name: new RegExp(TEACHER.email) })).toBeVisible(SLOW);
  await expect(contacts.getByRole('link', { name: new RegExp(STUDENT.email) })).toBeVisible();
  await expect(contacts.getByRole('link', { name: /^Telefon/ }).first()).toBeVisible();
  expect(student.url()).toBe(requestUrl);

  // No review yet: a review follows a held lesson (lesson-held.spec.ts goes on from here).
  await expect(student.getByRole('region', { name: 'İlk ders' })).toBeVisible(SLOW);
  await expect(student.getByRole('button', { name: /^Değerlendir/ })).toHaveCount(0);

  await studentContext.close();
  await teacherContext.close();
});
