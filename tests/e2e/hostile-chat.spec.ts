import { expect, type Page, test } from '@playwright/test';
import { checkAtEveryWidthAndMode, SLOW, WIDTHS } from './support/page-checks';
import { switchScenarioLive } from './support/live-scenario';
import { ChatScreen } from './support/pages/chat-screen';
import { SignInForm } from './support/pages/sign-in-form';
import { DEMO_PASSWORD, signInThroughApi } from './support/session';

/*
 * A clumsy or hostile person against /chat in the mock build (the demo student elifdemir, the in-page broker):
 * what was written while the socket was down is sent after the person walked away and came back, two tabs
 * sending back to back lose and double nothing, and a person who does not exist or a room that is not hers
 * gets a Turkish state instead of a composer, while the app's one socket stays up.
 */

const TEACHER = 'Zeynep Çelik';
/** A seeded room the demo student is not a member of (the mock answers its history with 403). */
const FOREIGN_ROOM = 3;
const BANNER = 'Bağlantı koptu, yeniden bağlanılıyor…';

const chat = (page: Page) => new ChatScreen(page);
const messages = (page: Page) => chat(page).messages(TEACHER);
const input = (page: Page) => chat(page).input;
const send = (page: Page, text: string) => chat(page).send(text);
const openTeacherRoom = (page: Page) => chat(page).openRoomWith(TEACHER);
const roomList = (page: Page) => chat(page).roomList;

/** /chat with a room in the navigation state, as the app's own links open one (kept on reload). */
async function openRoomById(page: Page, chatRoomId: number): Promise<void> {
  await page.goto('/chat');
  await expect(page.getByText('Sohbet başlatmak için soldan bir kişi seçin')).toBeVisible(SLOW);
  await page.evaluate((id) => {
    history.replaceState({ ...(history.state as object), usr: { openChatRoomId: id } }, '', '/chat');
  }, chatRoomId);
  await page.reload();
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(WIDTHS[1]);
  await signInThroughApi(page, 'elifdemir');
});

test('what was queued is sent once after the person went to Ana Sayfa and came Back, and says so on return', async ({
  page,
}) => {
  await openTeacherRoom(page);
  await switchScenarioLive(page, 'socket-down');
  await expect(page.getByText(BANNER)).toBeVisible(SLOW);
  await send(page, 'Kuyrukta birinci');
  await send(page, 'Kuyrukta ikinci');
  await expect(messages(page).getByText('Bağlantı bekleniyor')).toHaveCount(2);

  await page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: TEACHER })).toBeVisible(SLOW);
  // Still waiting, and shown as such on return.
  await expect(messages(page).getByText('Bağlantı bekleniyor')).toHaveCount(2, SLOW);

  await switchScenarioLive(page, 'default');
  await expect(page.getByText(BANNER)).toBeHidden(SLOW);
  await expect(messages(page).getByText('Bağlantı bekleniyor')).toHaveCount(0, SLOW);
  await expect(messages(page).getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  for (const text of ['Kuyrukta birinci', 'Kuyrukta ikinci'])
    await expect(messages(page).getByText(text, { exact: true })).toHaveCount(1);

  // The server holds each once: a reload shows only what it stored.
  await page.reload();
  await expect(messages(page).getByRole('listitem').first()).toBeVisible(SLOW);
  for (const text of ['Kuyrukta birinci', 'Kuyrukta ikinci'])
    await expect(messages(page).getByText(text, { exact: true })).toHaveCount(1, SLOW);
});

test('what was queued goes out while the person is elsewhere in the app', async ({ page }) => {
  await openTeacherRoom(page);
  await switchScenarioLive(page, 'socket-down');
  await expect(page.getByText(BANNER)).toBeVisible(SLOW);
  await send(page, 'Ben yokken gitsin');

  await page.getByRole('banner').getByRole('link', { name: 'Ana Sayfa', exact: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await switchScenarioLive(page, 'default');
  // Sent from the home page: the room's history has it once when the person opens it.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const token = (
            JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
              state?: { accessToken?: string };
            }
          ).state?.accessToken;
          const response = await fetch('/v1/chat/history/1', {
            headers: { Authorization: `Bearer ${token}` },
          });
          const body = (await response.json()) as { data: Array<{ content: string }> };
          return body.data.filter((message) => message.content === 'Ben yokken gitsin').length;
        }),
      SLOW,
    )
    .toBe(1);
  await openTeacherRoom(page);
  await expect(messages(page).getByText('Ben yokken gitsin', { exact: true })).toHaveCount(1);
  await expect(messages(page).getByText('Bağlantı bekleniyor')).toHaveCount(0);
});

test('two tabs of one person send back to back: each message once in both, and after a reload', async ({
  page,
}) => {
  const other = await page.context().newPage();
  await openTeacherRoom(page);
  await openTeacherRoom(other);

  await input(page).fill('Birinci sekmeden');
  await input(other).fill('İkinci sekmeden');
  await Promise.all([input(page).press('Enter'), input(other).press('Enter')]);

  const texts = ['Birinci sekmeden', 'İkinci sekmeden'];
  for (const tab of [page, other]) {
    for (const text of texts)
      await expect(messages(tab).getByText(text, { exact: true })).toHaveCount(1, SLOW);
    await expect(messages(tab).getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  }
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(messages(tab).getByRole('listitem').first()).toBeVisible(SLOW);
    for (const text of texts)
      await expect(messages(tab).getByText(text, { exact: true })).toHaveCount(1, SLOW);
  }
  await other.close();
});

test('a person who does not exist: a Turkish state, no composer, and the socket stays up', async ({
  page,
}) => {
  await page.goto('/chat?receiverUsername=kimsebudegil');
  await expect(page.getByText('Bu kullanıcı bulunamadı.')).toBeVisible(SLOW);
  await expect(input(page)).toHaveCount(0);
  await expect(page.getByText('Henüz mesaj yok.')).toHaveCount(0);
  await expect(page.getByText(BANNER)).toHaveCount(0);

  await page.getByRole('button', { name: 'Sohbetlere dön' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('Sohbet başlatmak için soldan bir kişi seçin')).toBeVisible(SLOW);
  // The socket still carries the app: a message to the teacher goes out and comes back.
  await roomList(page)
    .getByRole('button', { name: new RegExp(TEACHER) })
    .click();
  await send(page, 'Soket hâlâ açık');
  await expect(messages(page).getByText('Soket hâlâ açık', { exact: true })).toHaveCount(1, SLOW);
  await expect(messages(page).getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test('a room that is not hers: a Turkish refusal, not an empty conversation with a composer', async ({
  page,
}) => {
  await openRoomById(page, FOREIGN_ROOM);
  await expect(page.getByText('Bu sohbete erişiminiz yok.')).toBeVisible(SLOW);
  await expect(page.getByText('Henüz mesaj yok.')).toHaveCount(0);
  await expect(input(page)).toHaveCount(0);
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test('what is typed in a room survives a session expiry and the sign-in after it, and goes once sent', async ({
  page,
}) => {
  await openTeacherRoom(page);
  await input(page).fill('Yarım kalan mesajım');
  await switchScenarioLive(page, 'expired-session');
  // The next call finds the session gone: another room's history.
  await roomList(page).getByRole('button').filter({ hasNotText: TEACHER }).first().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/, SLOW);
  await switchScenarioLive(page, 'default');
  await new SignInForm(page).submit('elifdemir', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/chat/, SLOW);

  await roomList(page)
    .getByRole('button', { name: new RegExp(TEACHER) })
    .click();
  await expect(input(page)).toHaveValue('Yarım kalan mesajım', SLOW);
  await input(page).press('Enter');
  await expect(messages(page).getByText('Yarım kalan mesajım', { exact: true })).toHaveCount(1, SLOW);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:chat-'))),
  ).toEqual([]);
});

test('the unknown person and the refused room in light and dark mode: axe-clean at 360 and 1280', async ({
  page,
}) => {
  // Each state is reached once and looked at in both modes at both widths in place.
  await page.goto('/chat?receiverUsername=kimsebudegil');
  await expect(page.getByText('Bu kullanıcı bulunamadı.')).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'chat-unknown-person');
  await openRoomById(page, FOREIGN_ROOM);
  await expect(page.getByText('Bu sohbete erişiminiz yok.')).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'chat-refused-room');
});
