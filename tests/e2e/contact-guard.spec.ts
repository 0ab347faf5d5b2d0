import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../../mocks/db/demo';
import { approveRequest, myRequests } from './support/api';
import { nextMockDbSave } from './support/mock-db';
import { SLOW } from './support/page-checks';
import { ChatScreen } from './support/pages/chat-screen';
import { signInThroughApi } from './support/session';

/*
 * Contacts stay in the app until approval, in Chromium against the mock build: Ayşe (student) has only a
 * pending request to Zeynep (teacher); her first message with a phone number is refused with the reason and
 * kept in the input; once Zeynep approves the request, the same message goes through.
 */
const TEXT = 'Merhaba, beni 0532 123 45 67 numarasından arayabilir misiniz?';
const TEACHER = 'Zeynep Çelik';

const readOfMyRequests = (page: Page) =>
  page.waitForResponse((answer) => answer.url().includes('/v1/lesson-requests/my') && answer.ok());

test('a phone number in a first message to a teacher waits for an approved request', async ({ page }) => {
  const chat = new ChatScreen(page);
  await signInThroughApi(page, DEMO_STUDENT_2.username);
  await page.goto(`/profile/username/${DEMO_TEACHER.username}`);
  // The app decides only once it has read the requests (until then the server does): wait for that read.
  let requestsRead = readOfMyRequests(page);
  await page.getByRole('link', { name: 'Mesaj Gönder' }).click();
  await expect(chat.roomHeading(TEACHER)).toBeVisible(SLOW);
  await requestsRead;

  await chat.input.fill(TEXT);
  await chat.input.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: /Eğitmen bir ders talebini onayladığında paylaşılır/ }),
  ).toBeVisible();
  await expect(chat.input).toHaveValue(TEXT);
  await expect(chat.messages(TEACHER).getByText(TEXT)).toHaveCount(0);

  const pending = (await myRequests(page, DEMO_TOKENS.student2, 'PENDING')).find(
    (request) => request.teacherId === DEMO_TEACHER.id,
  );
  expect(pending).toBeDefined();
  const saved = await nextMockDbSave(page);
  await approveRequest(page, DEMO_TOKENS.teacher, pending!.id);
  // The conversation is opened again once the approval is stored: the requests are read anew, and the draft is
  // still there.
  await saved();
  requestsRead = readOfMyRequests(page);
  await page.reload();
  await expect(chat.roomHeading(TEACHER)).toBeVisible(SLOW);
  await requestsRead;
  await expect(chat.input).toHaveValue(TEXT);
  await chat.input.press('Enter');
  await expect(chat.messages(TEACHER).getByText(TEXT)).toHaveCount(1, SLOW);
  await expect(page.getByRole('alert').filter({ hasText: /onayladığında/ })).toHaveCount(0);
});
