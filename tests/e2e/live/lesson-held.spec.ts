import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../../../mocks/db/demo';
import { apiGet, listingToRequest, resetMockDbBeforeEach } from '../support/live-api';
import { checkAtEveryWidthAndMode, SLOW } from '../support/page-checks';
import { signIn } from '../support/session';

/*
 * The lesson is held, then reviewed, live (the standalone mock server, two browser contexts): the student asks
 * for a lesson; the teacher approves it with a first-lesson date; the mock clock is moved past that moment
 * (POST /__mock/clock, never a sleep); the student marks the lesson held; the teacher's completed lessons on
 * the profile rise by one; the student reviews; the teacher answers the review on her own profile, and the
 * answer and the new counts per star show on the public profile.
 */

const STUDENT = { ...DEMO_STUDENT_2, fullName: 'Ayşe Yılmaz', token: DEMO_TOKENS.student2 };
const TEACHER = { ...DEMO_TEACHER, fullName: 'Zeynep Çelik', token: DEMO_TOKENS.teacher };
const MESSAGE = 'Merhaba hocam, üniversite sınavına hazırlanıyorum; haftada iki ders düşünüyorum.';
const REVIEW = 'İlk ders çok verimli geçti, konuları sabırla anlattı.';
const ANSWER = 'Güzel sözleriniz için teşekkür ederim, bir sonraki derste görüşmek üzere.';
const DAY = 86_400_000;

interface ProfileSummary {
  completedLessons: number | null;
  totalReviews: number;
  ratingDistribution: Array<{ stars: number; count: number }>;
}

const fiveStars = (profile: ProfileSummary) =>
  profile.ratingDistribution.find((row) => row.stars === 5)?.count ?? 0;

/** The mock clock moved forward (the standalone server's own control). */
async function advanceMockClock(page: Page, ms: number): Promise<void> {
  const response = await page.request.post('/__mock/clock', { data: { advanceMs: ms } });
  expect(response.ok()).toBe(true);
}

/** The first Saturday at least two days ahead, as the date field takes it (dd.MM.yyyy, Istanbul calendar). */
function nextSaturday(): { typed: string; iso: string } {
  const day = new Date(Date.now() + 2 * DAY);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  const iso = day.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { typed: `${d}.${m}.${y}`, iso };
}

resetMockDbBeforeEach();

test('approve with a first-lesson date, the clock passes it, held raises completed lessons, then the review', async ({
  browser,
  request,
}) => {
  test.slow();
  // An online-only listing: the form asks for no lesson mode.
  const listing = await listingToRequest(
    request,
    { teacherId: TEACHER.id, studentToken: STUDENT.token },
    (candidate) => candidate.lessonMode === 'ONLINE',
  );
  const before = await apiGet<ProfileSummary>(request, `/v1/user/profile/username/${TEACHER.username}`);

  const studentContext = await browser.newContext();
  const teacherContext = await browser.newContext();
  const student = await studentContext.newPage();
  const teacher = await teacherContext.newPage();
  await signIn(student, STUDENT.username);
  await signIn(teacher, TEACHER.username);

  // Step 1: the student asks for a lesson from the listing's page.
  await student.goto(`/lesson-requests/new?listingId=${listing.id}`);
  await expect(student.getByRole('heading', { level: 1, name: 'Ders Talebi Gönder' })).toBeVisible(SLOW);
  // Zeynep's weekly ranges are the choices (hers include Tuesday evenings).
  await student.locator('label').filter({ hasText: 'Salı 18:00–21:00' }).click();
  await expect(student.getByRole('checkbox', { name: 'Salı 18:00–21:00' })).toBeChecked();
  await student.getByRole('textbox', { name: /^Mesajınız/ }).fill(MESSAGE);
  await student.getByRole('button', { name: 'Talebi Gönder' }).click();
  await expect(student).toHaveURL(/\/lesson-requests\/\d+$/, SLOW);
  const requestPath = new URL(student.url()).pathname;
  // Nothing to mark or review while it is pending.
  await expect(student.getByRole('button', { name: 'Ders yapıldı' })).toHaveCount(0);

  // Step 2: the teacher approves it with a first-lesson date from her Saturday hours.
  await teacher.goto(requestPath);
  const approveStep = teacher.getByRole('region', { name: 'Talebi onayla' });
  await expect(approveStep).toBeVisible(SLOW);
  const saturday = nextSaturday();
  await approveStep.getByRole('textbox', { name: 'İlk ders tarihi' }).fill(saturday.typed);
  await approveStep.getByRole('textbox', { name: 'İlk ders tarihi' }).press('Enter');
  const time = approveStep.getByRole('combobox', { name: /^Saat/ });
  await expect(time.locator('option', { hasText: '09:00' })).toHaveCount(1);
  await time.selectOption('09:00');
  await teacher.getByRole('button', { name: 'Onayla' }).click();
  const teacherPanel = teacher.getByRole('region', { name: 'İlk ders' });
  await expect(teacherPanel).toBeVisible(SLOW);
  await expect(teacherPanel).toContainText('09:00');
  // Before the time: no held buttons for either party.
  await expect(teacherPanel.getByRole('button', { name: 'Ders yapıldı' })).toHaveCount(0);

  await student.reload();
  const studentPanel = student.getByRole('region', { name: 'İlk ders' });
  await expect(studentPanel).toContainText('09:00', SLOW);
  await expect(studentPanel.getByRole('button', { name: 'Ders yapıldı' })).toHaveCount(0);
  await expect(student.getByRole('button', { name: /^Değerlendir/ })).toHaveCount(0);

  // Step 3: the mock clock moves past the first lesson. The Saturday is two to eight days ahead, its 09:00 up to
  // 8 days and 9 hours from now (a Friday's early run picks the Saturday after next): ten days pass it always.
  await advanceMockClock(student, 10 * DAY);
  await student.reload();
  await expect(studentPanel.getByText('İlk ders saati geçti. Ders yapıldı mı?')).toBeVisible(SLOW);

  // The 'Ders yapılmadı' dialog, axe-clean in both modes at 360 and 1280 px (then left without saving).
  await studentPanel.getByRole('button', { name: 'Ders yapılmadı' }).click();
  const notHeld = student.getByRole('dialog', { name: 'Ders yapılmadı' });
  await notHeld.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notHeld.getByText('Bir neden seçin.')).toBeVisible();
  await checkAtEveryWidthAndMode(student, 'lesson-not-held-dialog');
  await notHeld.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(notHeld).toBeHidden();
  await checkAtEveryWidthAndMode(student, 'lesson-due');

  // Step 4: the student marks it held; the timeline says so.
  await studentPanel.getByRole('button', { name: 'Ders yapıldı' }).click();
  await expect(student.getByText('Ders yapıldı olarak işaretlendi.')).toBeVisible(SLOW);
  const timeline = student.getByRole('list', { name: 'Durum geçmişi' });
  await expect(timeline).toContainText('Ders yapıldı');

  // Step 5: the teacher's completed lessons on her profile rise by one.
  await teacher.goto(`/profile/username/${TEACHER.username}`);
  await expect(teacher.getByRole('heading', { level: 1, name: TEACHER.fullName })).toBeVisible(SLOW);
  const after = await apiGet<ProfileSummary>(request, `/v1/user/profile/username/${TEACHER.username}`);
  expect(after.completedLessons).toBe((before.completedLessons ?? 0) + 1);
  await expect(teacher.getByRole('main')).toContainText(String(after.completedLessons));

  // Step 6: the student reviews the held lesson from the request's page.
  await student.getByRole('button', { name: `Değerlendir: ${TEACHER.fullName}` }).click();
  const dialog = student.getByRole('dialog', { name: 'Dersi değerlendir' });
  await dialog.locator('label').filter({ hasText: '5 yıldız' }).click();
  await dialog.getByRole('textbox', { name: /^Yorumunuz/ }).fill(REVIEW);
  await dialog.getByRole('button', { name: 'Değerlendirmeyi gönder' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(timeline).toContainText('Değerlendirildi', SLOW);
  await student.goto(`/profile/username/${TEACHER.username}`);
  await expect(student.getByText(REVIEW)).toBeVisible(SLOW);

  // Step 7: the teacher answers the review on her own profile ('Düzenle' follows for 24 hours).
  await teacher.goto('/profile');
  const ownReview = teacher
    .getByRole('list', { name: 'Öğrenci Yorumları' })
    .getByRole('article')
    .filter({ hasText: REVIEW });
  await ownReview.getByRole('button', { name: /^Yanıtla: / }).click();
  const replyDialog = teacher.getByRole('dialog', { name: 'Değerlendirmeyi yanıtlayın' });
  await replyDialog.getByRole('textbox', { name: /^Yanıtınız/ }).fill(ANSWER);
  await replyDialog.getByRole('button', { name: 'Yanıtı gönder' }).click();
  await expect(replyDialog).toBeHidden(SLOW);
  await expect(ownReview.getByText(ANSWER)).toBeVisible(SLOW);
  await expect(ownReview.getByRole('button', { name: /^Düzenle: / })).toBeVisible();

  // Step 8: on the public profile, the answer under the review and one more 5★ in the distribution.
  const reviewed = await apiGet<ProfileSummary>(request, `/v1/user/profile/username/${TEACHER.username}`);
  expect(fiveStars(reviewed)).toBe(fiveStars(before) + 1);
  await student.reload();
  const publicReview = student
    .getByRole('list', { name: 'Öğrenci Yorumları' })
    .getByRole('article')
    .filter({ hasText: REVIEW });
  await expect(publicReview.getByText('Eğitmenin yanıtı')).toBeVisible(SLOW);
  await expect(publicReview.getByText(ANSWER)).toBeVisible();
  await expect(publicReview.getByRole('button', { name: /^(Yanıtla|Düzenle)/ })).toHaveCount(0);
  const distribution = student.getByRole('list', { name: 'Puan dağılımı' }).getByRole('listitem');
  await expect(distribution.first()).toContainText(`5 yıldız: ${fiveStars(reviewed)} değerlendirme`);

  await studentContext.close();
  await teacherContext.close();
});
