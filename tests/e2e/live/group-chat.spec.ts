import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER } from '../../../mocks/db/demo';
import {
  apiGet,
  apiToken,
  approvedRequest,
  type LiveListing,
  resetMockDbBeforeEach,
} from '../support/live-api';
import { checkAtEveryWidthAndMode, SLOW } from '../support/page-checks';
import { ChatScreen } from '../support/pages/chat-screen';
import { signIn } from '../support/session';

/*
 * A group chat live, three people in three browser contexts against the standalone mock server: the teacher
 * Zeynep Çelik opens a group for the two students whose requests for one of her listings she approved (made
 * through the API first); Elif and Ayşe see it arrive without reloading, and each other's messages under their
 * names. The group dialog and the group room are looked at in both colour modes at 360 and 1280 px.
 */

const GROUP = 'Perşembe Çalışma Grubu';
const ELIF = `${DEMO_STUDENT.name} ${DEMO_STUDENT.surname}`;
const AYSE = `${DEMO_STUDENT_2.name} ${DEMO_STUDENT_2.surname}`;

resetMockDbBeforeEach();

async function personIn(browser: Browser, login: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login);
  return page;
}

/** A listing of the demo teacher none of these students has a pending request for. */
async function listingFreeForAll(request: APIRequestContext, studentTokens: string[]): Promise<LiveListing> {
  const answer = await apiGet<LiveListing[] | { content: LiveListing[] }>(
    request,
    `/v1/announcements/teacher/${DEMO_TEACHER.id}`,
  );
  const mine = await Promise.all(
    studentTokens.map((token) =>
      apiGet<Array<{ announcementId: number; status: string }>>(request, '/v1/lesson-requests/my', token),
    ),
  );
  const pending = new Set(
    mine
      .flat()
      .filter((r) => r.status === 'PENDING')
      .map((r) => r.announcementId),
  );
  const listing = (Array.isArray(answer) ? answer : answer.content).find((l) => !pending.has(l.id));
  expect(listing, 'a listing none of the students has a pending request for').toBeTruthy();
  return listing!;
}

test.describe.configure({ timeout: 240_000 });

test('a teacher opens a group for two approved students; both see it live and each other’s messages with names', async ({
  browser,
  request,
}) => {
  // Both students are approved for one listing of the teacher that neither has a pending request for.
  const teacherToken = await apiToken(request, DEMO_TEACHER.username);
  const elifToken = await apiToken(request, DEMO_STUDENT.username);
  const ayseToken = await apiToken(request, DEMO_STUDENT_2.username);
  const listing = await listingFreeForAll(request, [elifToken, ayseToken]);
  for (const studentToken of [elifToken, ayseToken])
    await approvedRequest(request, { announcementId: listing.id, studentToken, teacherToken: teacherToken });

  const teacher = await personIn(browser, DEMO_TEACHER.username);
  const elif = await personIn(browser, DEMO_STUDENT.username);
  const ayse = await personIn(browser, DEMO_STUDENT_2.username);
  const teacherChat = new ChatScreen(teacher);
  const elifChat = new ChatScreen(elif);
  const ayseChat = new ChatScreen(ayse);
  await elifChat.open();
  await ayseChat.open();
  await expect(elifChat.room(GROUP)).toHaveCount(0);

  // The teacher names the group and ticks both students; the dialog is looked at first.
  await teacherChat.open();
  await teacher.getByRole('button', { name: 'Grup oluştur' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Grup sohbeti oluştur' });
  await dialog.getByRole('combobox', { name: /İlan/ }).selectOption({ label: listing.title });
  await dialog.getByRole('textbox', { name: /Grup adı/ }).fill(GROUP);
  // Chakra draws its checkboxes over visually hidden inputs: a person clicks the name.
  for (const name of [ELIF, AYSE]) {
    await dialog.getByText(name, { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  }
  await checkAtEveryWidthAndMode(teacher, 'group-chat-dialog', { fullPage: false });
  await expect(dialog.getByRole('checkbox', { name: AYSE })).toBeChecked();
  await dialog.getByRole('button', { name: 'Grubu oluştur' }).click();
  await expect(teacherChat.roomHeading(GROUP)).toBeVisible(SLOW);
  await expect(teacher.getByText('Grup Sohbeti · 3 üye')).toBeVisible();

  // Both students see the group arrive live, with its member count.
  await expect(elifChat.room(GROUP)).toContainText('3 üye', SLOW);
  await expect(ayseChat.room(GROUP)).toContainText('3 üye', SLOW);

  // Elif writes; Ayşe sees it under Elif's name, answers; Elif sees the answer under Ayşe's name.
  await elifChat.room(GROUP).click();
  await expect(elifChat.roomHeading(GROUP)).toBeVisible(SLOW);
  await elifChat.send('Herkese merhaba, ben Elif.');
  await ayseChat.room(GROUP).click();
  const ayseView = ayseChat.messages(GROUP);
  await expect(ayseView.getByText('Herkese merhaba, ben Elif.')).toBeVisible(SLOW);
  await expect(ayseView.getByText(ELIF, { exact: true })).toBeVisible();
  await ayseChat.send('Merhaba Elif, perşembe görüşürüz.');
  const elifView = elifChat.messages(GROUP);
  await expect(elifView.getByText('Merhaba Elif, perşembe görüşürüz.')).toBeVisible(SLOW);
  await expect(elifView.getByText(AYSE, { exact: true })).toBeVisible();

  // The teacher sees both messages, each under its sender's name.
  const teacherView = teacherChat.messages(GROUP);
  await expect(teacherView.getByText('Merhaba Elif, perşembe görüşürüz.')).toBeVisible(SLOW);
  await expect(teacherView.getByText(ELIF, { exact: true })).toBeVisible();
  await expect(teacherView.getByText(AYSE, { exact: true })).toBeVisible();

  // The group room, as a member sees it, in both modes at both widths.
  await checkAtEveryWidthAndMode(elif, 'group-chat-room', { fullPage: false });
  await expect(elifChat.roomHeading(GROUP)).toBeVisible();

  for (const page of [teacher, elif, ayse]) await page.context().close();
});
