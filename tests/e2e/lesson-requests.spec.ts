import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../../mocks/db/demo';
import { checkAtEveryWidthAndMode, screenshot, settle, SLOW } from './support/page-checks';
import { myRequests, untouchedListing } from './support/api';
import { pathOf } from './support/page-location';
import { Header } from './support/pages/header';
import { LessonRequestForm, LessonRequestPage } from './support/pages/lesson-request';
import { openSignedIn, signIn } from './support/session';

/*
 * Lesson requests in the browser against the mock build: a student sends one from a listing and lands on it,
 * someone else opening it is refused, the demo student's overdue request reads EXPIRED, and the form, the
 * request page, the withdraw and reject confirmations, the Eğitmen's approve step and the first-lesson dialog
 * pass axe in light and dark at 360 and 1280 px (screenshots in test-results/screens).
 */

const MESSAGE = 'Merhaba hocam, sınava hazırlanıyorum ve haftada iki ders istiyorum.';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('a student sends a request from a listing and lands on it; another account is refused', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_STUDENT.username);
  const listing = await untouchedListing(page, { token: DEMO_TOKENS.student, teacherId: DEMO_TEACHER.id });
  await page.goto(`/courses/${listing.id}`);
  await expect(h1(page, listing.title)).toBeVisible(SLOW);

  await page.getByRole('link', { name: 'Ders Talebi Gönder' }).click();
  const form = new LessonRequestForm(page);
  await expect(form.heading).toBeVisible(SLOW);
  await expect(page.getByRole('main').getByRole('link', { name: listing.title })).toBeVisible(SLOW);
  // The first mode the listing offers (already chosen when it offers one only).
  await form.pick(form.mode, /^(Online|Yüz yüze)$/);
  // The demo teacher set a week: her ranges are the choices, in Istanbul time.
  await form.pickSlot('Cumartesi 09:00–12:30');
  await form.message.fill(MESSAGE);
  await form.submitButton.click();

  await expect(page).toHaveURL(/\/lesson-requests\/\d+$/, SLOW);
  const requestUrl = pathOf(page);
  const request = new LessonRequestPage(page);
  await expect(request.heading).toBeVisible(SLOW);
  await expect(request.main.getByText(MESSAGE)).toBeVisible();
  await expect(request.main.getByText('Bekliyor')).toBeVisible();
  await expect(request.main.getByText('Yanıt bekleniyor')).toBeVisible();
  await expect(request.main.getByRole('list', { name: 'Tercih edilen saatler' })).toHaveText(
    'Cumartesi 09:00–12:30',
  );
  await expect(request.main.getByRole('link', { name: /E-posta:/ })).toHaveCount(0);
  await settle(page);
  await screenshot(page, 'request-sent');

  await new Header(page).signOut(DEMO_STUDENT.username);
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await signIn(page, 'ayseyilmaz');
  await request.open(requestUrl);
  await expect(request.refusal).toBeVisible(SLOW);
  await expect(request.main.getByText(MESSAGE)).toHaveCount(0);
  await expect(request.timeline).toHaveCount(0);
  await settle(page);
  await screenshot(page, 'request-refused');
});

test('the demo student’s request left unanswered for over 7 days reads EXPIRED', async ({ page }) => {
  await openSignedIn(page, DEMO_STUDENT.username);
  const [expired] = await myRequests(page, DEMO_TOKENS.student, 'EXPIRED');
  expect(expired, 'the mock backend seeds an overdue pending request for the demo student').toBeDefined();
  const request = new LessonRequestPage(page);
  await request.open(expired!.id);
  await expect(request.timeline.getByText('Süresi doldu')).toBeVisible(SLOW);
  await expect(request.withdrawButton).toHaveCount(0);
});

test('the request form and page in light and dark mode: no axe violations, no sideways scroll, screenshots', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_STUDENT.username);
  const listing = await untouchedListing(page, { token: DEMO_TOKENS.student, teacherId: DEMO_TEACHER.id });
  // Her held lesson's page: contacts stay shared after the lesson is marked.
  const [approved] = await myRequests(page, DEMO_TOKENS.student, 'COMPLETED');
  const form = new LessonRequestForm(page);
  const request = new LessonRequestPage(page);
  // Each state is reached once and looked at in both modes at both widths in place.
  await form.open(listing.id);
  await checkAtEveryWidthAndMode(page, 'form');
  await form.submitButton.click();
  await expect(page.getByText('Eğitmene bir mesaj yazın.')).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'form-errors');

  await request.open(approved!.id);
  await expect(request.contacts).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'request');
});

test('the withdraw and reject confirmations in light and dark mode: no axe violations, screenshots', async ({
  browser,
}) => {
  const studentContext = await browser.newContext();
  const teacherContext = await browser.newContext();
  const student = await studentContext.newPage();
  const teacher = await teacherContext.newPage();
  await openSignedIn(student, DEMO_STUDENT.username);
  await openSignedIn(teacher, DEMO_TEACHER.username);
  const [sent] = await myRequests(student, DEMO_TOKENS.student, 'PENDING');
  const [received] = await myRequests(teacher, DEMO_TOKENS.teacher, 'PENDING');
  const confirmations = [
    { page: student, id: sent!.id, action: 'Talebi geri çek', name: 'withdraw' },
    { page: teacher, id: received!.id, action: 'Reddet', name: 'reject' },
  ];
  for (const { page, id, action, name } of confirmations) {
    // Each confirmation is opened once and looked at in both modes at both widths in place.
    const request = new LessonRequestPage(page);
    await request.open(id);
    await request.action(action).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible(SLOW);
    await checkAtEveryWidthAndMode(page, `${name}-dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await studentContext.close();
  await teacherContext.close();
});

test('the approve step and the first-lesson dialog in light and dark mode: no axe violations, screenshots', async ({
  page,
}) => {
  await openSignedIn(page, DEMO_TEACHER.username);
  const [pending] = await myRequests(page, DEMO_TOKENS.teacher, 'PENDING');
  const [approved] = await myRequests(page, DEMO_TOKENS.teacher, 'APPROVED');
  const request = new LessonRequestPage(page);
  // Each state is reached once and looked at in both modes at both widths in place.
  // A pending request's page holds the approve step: the first lesson's date and time, optional.
  await request.open(pending!.id);
  await expect(page.getByRole('heading', { name: 'Talebi onayla' })).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'approve-step');
  // An approved request's first lesson is set or moved in a dialog of its own.
  await request.open(approved!.id);
  await request.action(/^İlk ders zamanını (belirle|değiştir)$/).click();
  const dialog = page.getByRole('dialog', { name: 'İlk ders zamanı' });
  await expect(dialog).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'first-lesson-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
