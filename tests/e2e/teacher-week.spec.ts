import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../../mocks/db/demo';
import { untouchedListing } from './support/api';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { LessonRequestForm, LessonRequestPage } from './support/pages/lesson-request';
import { signIn } from './support/session';

/*
 * The teacher's week in the browser against the mock build: 'Müsaitlik' on the demo teacher's profile passes
 * axe in light and dark at 360 and 1280 px (screenshots in test-results/screens, the section alone in
 * /tmp/shots-P when SHOTS_DIR names it), and in a browser set to New York every time stays Istanbul time: the
 * profile's ranges and today, the form's choices and the request's chosen times.
 */

const MESSAGE = 'Merhaba hocam, cumartesi sabahları ders almak istiyorum; uygun musunuz?';

const week = (page: Page) => page.getByRole('list', { name: 'Müsaitlik' });

async function openProfile(page: Page): Promise<void> {
  await page.goto(`/profile/username/${DEMO_TEACHER.username}`);
  await expect(week(page)).toBeVisible(SLOW);
}

test("the profile's week in light and dark mode: no axe violations, no sideways scroll, screenshots", async ({
  page,
}) => {
  // One load; width and colour mode switch in place (the app follows the system scheme with nothing saved, and
  // the check asserts the page took it).
  await openProfile(page);
  await week(page).scrollIntoViewIfNeeded();
  // The section alone too, for people to look at (a screenshot asserts nothing), in the same state.
  await checkAtEveryWidthAndMode(page, 'profile-week', { parts: { 'profile-week-part': week(page) } });
});

test.describe('in a browser set to New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the week, the choices and the chosen times stay Istanbul times', async ({ page }) => {
    // The browser really is in New York: 09:00 in Istanbul is 01:00 there.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    await signIn(page, DEMO_STUDENT.username);
    await openProfile(page);
    const saturday = week(page).getByRole('listitem').filter({ hasText: 'Cumartesi' }).first();
    await expect(saturday).toContainText('09:00–12:30');
    // Today's weekday in Istanbul, in Turkish, as this test's own clock says it.
    const today = new Intl.DateTimeFormat('tr-TR', { weekday: 'long', timeZone: 'Europe/Istanbul' }).format(
      new Date(),
    );
    await expect(week(page).locator('li[aria-current="date"]')).toHaveCount(1);
    await expect(week(page).locator('li[aria-current="date"]')).toContainText(`${today}Bugün`);

    const listing = await untouchedListing(page, { token: DEMO_TOKENS.student, teacherId: DEMO_TEACHER.id });
    const form = new LessonRequestForm(page);
    await form.open(listing.id);
    await form.pick(form.mode, /^(Online|Yüz yüze)$/);
    await form.pickSlot('Cumartesi 09:00–12:30');
    await form.message.fill(MESSAGE);
    const sent = page.waitForResponse(
      (answer) => answer.request().method() === 'POST' && answer.url().includes('/v1/lesson-requests'),
    );
    await form.submitButton.click();
    const body = (await (await sent).request().postDataJSON()) as { preferredSlots?: unknown };
    expect(body.preferredSlots).toEqual([{ day: 'SATURDAY', start: '09:00', end: '12:30' }]);

    const request = new LessonRequestPage(page);
    await expect(request.heading).toBeVisible(SLOW);
    await expect(request.main.getByRole('list', { name: 'Tercih edilen saatler' })).toHaveText(
      'Cumartesi 09:00–12:30',
    );
    await expect(request.main.getByText('İstanbul saati')).toBeVisible();
  });
});
