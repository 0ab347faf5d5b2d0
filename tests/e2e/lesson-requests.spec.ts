import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../../mocks/db/demo';
import { atEveryWidth, checkScreen, MODES, screenshot, settle, SLOW } from './support/page-checks';
import { untouchedListing } from './support/api';
import { Header } from './support/pages/header';
import { signIn } from './support/session';

/*
 * Lesson requests in the browser against the mock build: a student sends one from a listing and lands on it,
 * someone else opening it is refused, the demo student's overdue request reads EXPIRED, and the form and the
 * request page, and the withdraw and reject confirmations, pass axe in light and dark at 360 and 1280 px
 * (screenshots in test-results/screens).
 */

const MESSAGE = 'Merhaba hocam, sınava hazırlanıyorum ve haftada iki ders istiyorum.';

interface RequestSummary {
  id: number;
  announcementId: number;
  status: string;
}

/** The signed-in student's requests from the mock API (same origin, answered by MSW), optionally by status. */
async function myRequests(
  page: Page,
  status?: string,
  token: string = DEMO_TOKENS.student,
): Promise<RequestSummary[]> {
  return page.evaluate(
    async ({ token, status: wanted }) => {
      const query = wanted ? `?status=${wanted}` : '';
      const answer = await fetch(`/v1/lesson-requests/my${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { data: RequestSummary[] }).data;
    },
    { token, status },
  );
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a student sends a request from a listing and lands on it; another account is refused', async ({
  page,
}) => {
  await signIn(page, DEMO_STUDENT.username);
  const listing = await untouchedListing(page, { token: DEMO_TOKENS.student, teacherId: DEMO_TEACHER.id });
  await page.goto(`/courses/${listing.id}`);
  await expect(h1(page, listing.title)).toBeVisible(SLOW);

  await page.getByRole('link', { name: 'Ders Talebi Gönder' }).click();
  await expect(h1(page, 'Ders Talebi Gönder')).toBeVisible(SLOW);
  await expect(page.getByRole('main').getByRole('link', { name: listing.title })).toBeVisible(SLOW);
  const mode = page.getByRole('group', { name: 'Ders şekli' });
  // The first mode the listing offers (already chosen when it offers one only).
  await mode
    .getByText(/^(Online|Yüz yüze)$/)
    .first()
    .click();
  await page
    .getByRole('group', { name: 'Tercih ettiğiniz günler' })
    .getByText('Çarşamba', { exact: true })
    .click();
  await page.getByRole('group', { name: 'Tercih ettiğiniz saatler' }).getByText('Akşam (17–22)').click();
  await page.getByRole('textbox', { name: /Mesajınız/ }).fill(MESSAGE);
  await page.getByRole('button', { name: 'Talebi Gönder' }).click();

  await expect(page).toHaveURL(/\/lesson-requests\/\d+$/, SLOW);
  const requestUrl = new URL(page.url()).pathname;
  await expect(h1(page, 'Ders Talebi')).toBeVisible(SLOW);
  const main = page.getByRole('main');
  await expect(main.getByText(MESSAGE)).toBeVisible();
  await expect(main.getByText('Bekliyor')).toBeVisible();
  await expect(main.getByText('Yanıt bekleniyor')).toBeVisible();
  await expect(main.getByRole('link', { name: /E-posta:/ })).toHaveCount(0);
  await settle(page);
  await screenshot(page, 'request-sent');

  await new Header(page).signOut(DEMO_STUDENT.username);
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await signIn(page, 'ayseyilmaz');
  await page.goto(requestUrl);
  await expect(main.getByRole('heading', { name: 'Bu talebi görüntüleme yetkiniz yok.' })).toBeVisible(SLOW);
  await expect(main.getByText(MESSAGE)).toHaveCount(0);
  await expect(main.getByRole('list', { name: 'Durum geçmişi' })).toHaveCount(0);
  await settle(page);
  await screenshot(page, 'request-refused');
});

test('the demo student’s request left unanswered for over 7 days reads EXPIRED', async ({ page }) => {
  await signIn(page, DEMO_STUDENT.username);
  const [expired] = await myRequests(page, 'EXPIRED');
  expect(expired, 'the mock backend seeds an overdue pending request for the demo student').toBeDefined();
  await page.goto(`/lesson-requests/${expired!.id}`);
  const main = page.getByRole('main');
  await expect(h1(page, 'Ders Talebi')).toBeVisible(SLOW);
  const timeline = main.getByRole('list', { name: 'Durum geçmişi' });
  await expect(timeline.getByText('Süresi doldu')).toBeVisible(SLOW);
  await expect(main.getByRole('button', { name: 'Talebi geri çek' })).toHaveCount(0);
});

for (const mode of MODES) {
  test(`the request form and page in ${mode} mode: no axe violations, no sideways scroll, screenshots`, async ({
    page,
  }) => {
    await signIn(page, DEMO_STUDENT.username);
    const listing = await untouchedListing(page, { token: DEMO_TOKENS.student, teacherId: DEMO_TEACHER.id });
    const [approved] = await myRequests(page, 'APPROVED');
    await atEveryWidth(page, mode, async (size) => {
      await page.goto(`/lesson-requests/new?listingId=${listing.id}`);
      await expect(page.getByRole('button', { name: 'Talebi Gönder' })).toBeVisible(SLOW);
      await checkScreen(page, mode, `form-${size.width}-${mode}`);
      await page.getByRole('button', { name: 'Talebi Gönder' }).click();
      await expect(page.getByText('Eğitmene bir mesaj yazın.')).toBeVisible();
      await checkScreen(page, mode, `form-errors-${size.width}-${mode}`);

      await page.goto(`/lesson-requests/${approved!.id}`);
      await expect(page.getByRole('heading', { name: 'İletişim bilgileri' })).toBeVisible(SLOW);
      await checkScreen(page, mode, `request-${size.width}-${mode}`);
    });
  });
}

for (const mode of MODES) {
  test(`the withdraw and reject confirmations in ${mode} mode: no axe violations, screenshots`, async ({
    browser,
  }) => {
    const studentContext = await browser.newContext({ colorScheme: mode });
    const teacherContext = await browser.newContext({ colorScheme: mode });
    const student = await studentContext.newPage();
    const teacher = await teacherContext.newPage();
    await signIn(student, DEMO_STUDENT.username);
    await signIn(teacher, DEMO_TEACHER.username);
    const [sent] = await myRequests(student, 'PENDING');
    const [received] = await myRequests(teacher, 'PENDING', DEMO_TOKENS.teacher);
    const confirmations = [
      { page: student, id: sent!.id, action: 'Talebi geri çek', name: 'withdraw' },
      { page: teacher, id: received!.id, action: 'Reddet', name: 'reject' },
    ];
    for (const { page, id, action, name } of confirmations) {
      await atEveryWidth(page, mode, async (size) => {
        await page.goto(`/lesson-requests/${id}`);
        await page.getByRole('main').getByRole('button', { name: action }).click();
        const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await expect(dialog).toBeVisible(SLOW);
        await checkScreen(page, mode, `${name}-dialog-${size.width}-${mode}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      });
    }
    await studentContext.close();
    await teacherContext.close();
  });
}
