import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../../../mocks/db/demo';
import { apiGet, listingToRequest, resetMockDbBeforeEach } from '../support/live-api';
import { SLOW } from '../support/page-checks';
import { signIn } from '../support/session';

/*
 * The marketplace loop between two people, live: the production build served by the standalone mock server
 * (one db, the STOMP broker at /ws), a student and a teacher each in a browser context of their own. She asks
 * for a lesson from a listing; he sees it arrive on his dashboard and bell without reloading and approves it in
 * place; she sees the approval arrive, and only now each other's phone and e-mail; she reviews the lesson and
 * the review, with the new average, is on his profile.
 */

const STUDENT = { ...DEMO_STUDENT_2, fullName: 'Ayşe Yılmaz', token: DEMO_TOKENS.student2 };
const TEACHER = { ...DEMO_TEACHER, fullName: 'Zeynep Çelik', token: DEMO_TOKENS.teacher };
const MESSAGE = 'Merhaba hocam, üniversite sınavına hazırlanıyorum; haftada iki ders düşünüyorum.';
const REVIEW = 'Konuları sabırla anlattı, ilk dersten sonra netlerim arttı.';

interface ProfileSummary {
  averageRating: number | null;
  totalReviews: number;
}

/** A rating as the profile shows it: one decimal, Turkish digits. */
const oneDecimal = (rating: number) =>
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);

/** Chakra draws its radios and checkboxes over visually hidden inputs: click the option's words, as a person does. */
async function pick(page: Page, role: 'radio' | 'checkbox', name: string): Promise<void> {
  await page.locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole(role, { name })).toBeChecked();
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Bildirimler/ });
const unreadOf = async (page: Page) =>
  Number(/, (\d+) okunmamış/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);

resetMockDbBeforeEach();

test('a request from a listing is approved live, shares both contacts only then, and its review reaches the profile', async ({
  browser,
  request,
}) => {
  // A listing that offers both modes, so the form asks which.
  const listing = await listingToRequest(
    request,
    { teacherId: TEACHER.id, studentToken: STUDENT.token },
    (candidate) => candidate.lessonMode === 'BOTH',
  );
  const before = await apiGet<ProfileSummary>(request, `/v1/user/profile/username/${TEACHER.username}`);

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

  // She reviews the lesson from the request's page.
  await student.getByRole('button', { name: `Değerlendir: ${TEACHER.fullName}` }).click();
  const dialog = student.getByRole('dialog', { name: 'Dersi değerlendir' });
  await dialog.locator('label').filter({ hasText: '4 yıldız: İyi' }).click();
  await expect(dialog.getByRole('radio', { name: '4 yıldız: İyi' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /^Yorumunuz/ }).fill(REVIEW);
  await dialog.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
  await expect(dialog).toBeHidden(SLOW);

  // The profile shows her review and the average and count that now include it.
  const after = await apiGet<ProfileSummary>(request, `/v1/user/profile/username/${TEACHER.username}`);
  expect(after.totalReviews).toBe(before.totalReviews + 1);
  const expected = ((before.averageRating ?? 0) * before.totalReviews + 4) / (before.totalReviews + 1);
  expect(after.averageRating).toBeCloseTo(expected, 1);
  await student.goto(`/profile/username/${TEACHER.username}`);
  await expect(student.getByRole('heading', { level: 1, name: TEACHER.fullName })).toBeVisible(SLOW);
  await expect(student.getByText(REVIEW)).toBeVisible(SLOW);
  await expect(student.getByRole('main')).toContainText(`Puan: ${oneDecimal(after.averageRating!)} / 5`);
  await expect(student.getByRole('main')).toContainText(`(${after.totalReviews} değerlendirme)`);

  await studentContext.close();
  await teacherContext.close();
});
