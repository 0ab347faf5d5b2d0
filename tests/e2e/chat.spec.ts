import { expect, type Page, test } from '@playwright/test';
import { checkAtEveryWidthAndMode, SLOW, WIDTHS } from './support/page-checks';
import { switchScenarioLive } from './support/live-scenario';
import { ChatScreen } from './support/pages/chat-screen';
import { signInThroughApi } from './support/session';

/*
 * /chat in Chromium against the mock build: the seeded rooms of the demo student (elifdemir), the in-page STOMP
 * broker, and the seeded teacher (Zeynep Çelik, room 1) who answers private messages.
 */

const TEACHER = 'Zeynep Çelik';
const TEACHER_ID = 7;

/**
 * The socket refuses the next STOMP SEND frame, as a socket does that dies under a write. In the mock build
 * MSW's interceptor hands out its own socket class (the global WebSocket's prototype is not the one the app's
 * socket uses), so the class is taken from a throwaway socket and its send is wrapped once.
 */
async function refuseNextSend(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = new WebSocket(`ws://${location.host}/ws/probe/probe/websocket`);
    const proto = Object.getPrototypeOf(probe) as WebSocket;
    probe.close();
    const original = proto.send;
    proto.send = function send(this: WebSocket, data: Parameters<WebSocket['send']>[0]) {
      if (typeof data === 'string' && data.includes('SEND')) {
        proto.send = original;
        throw new Error('socket refused the write');
      }
      original.call(this, data);
    };
  });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(WIDTHS[1]);
  await signInThroughApi(page, 'elifdemir');
});

test('under 768 px the rooms are a drawer opened by a button, over a backdrop that closes it', async ({
  page,
}) => {
  const chat = new ChatScreen(page);
  await page.setViewportSize(WIDTHS[0]);
  await chat.open();
  await expect(chat.roomList).toBeHidden();
  await chat.openRoomsButton.click();
  await expect(chat.roomDrawer).toBeVisible();
  // The backdrop covers the whole screen behind the drawer; a tap on the strip the drawer leaves closes it.
  await expect(chat.drawerBackdrop).toBeVisible();
  const [drawer, backdrop] = await Promise.all([
    chat.roomDrawer.boundingBox(),
    chat.drawerBackdrop.boundingBox(),
  ]);
  expect(backdrop).toMatchObject({ x: 0, y: 0, width: WIDTHS[0].width, height: WIDTHS[0].height });
  expect(drawer!.x + drawer!.width).toBeLessThan(WIDTHS[0].width - 20);
  await page.mouse.click(WIDTHS[0].width - 10, WIDTHS[0].height / 2);
  await expect(chat.roomDrawer).toBeHidden();
  await expect(chat.drawerBackdrop).toBeHidden();

  await chat.openRoomsButton.click();
  await chat.room(TEACHER, chat.roomDrawer).click();
  await expect(chat.roomDrawer).toBeHidden();
  await expect(chat.roomHeading(TEACHER)).toBeVisible();
  await expect(chat.input).toBeVisible();
});

test('the other person’s avatar asks, then goes to the teacher’s profile', async ({ page }) => {
  const chat = new ChatScreen(page);
  await chat.openRoomWith(TEACHER);
  await chat
    .messages(TEACHER)
    .getByRole('button', { name: `${TEACHER} profiline git` })
    .last()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Hocanın profiline gitmek ister misiniz?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Profile git' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/id/${TEACHER_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: TEACHER })).toBeVisible(SLOW);
});

test('send is disabled while blank; Enter sends, clears the input, today gets its separator, the teacher answers', async ({
  page,
}) => {
  const chat = new ChatScreen(page);
  const messages = chat.messages(TEACHER);
  await chat.openRoomWith(TEACHER);
  const answers = messages.getByRole('button', { name: `${TEACHER} profiline git` });
  const answersBefore = await answers.count();
  await expect(chat.sendButton).toBeDisabled();
  await chat.input.fill('   ');
  await expect(chat.sendButton).toBeDisabled();
  await chat.input.fill('Yarın 18:00 uygun mu?');
  await expect(chat.sendButton).toBeEnabled();
  await chat.input.press('Enter');
  await expect(chat.input).toHaveValue('');
  await expect(messages.getByText('Yarın 18:00 uygun mu?')).toHaveCount(1);
  // The seeded history is from earlier days: the new message opens 'Bugün'.
  await expect(messages.getByText('Bugün', { exact: true })).toBeVisible();
  // And the teacher answers live: one more message of hers (each carries her avatar button).
  await expect(answers).toHaveCount(answersBefore + 1, SLOW);
});

test('a send the socket refuses shows Tekrar dene, and the retry sends it once', async ({ page }) => {
  const chat = new ChatScreen(page);
  const messages = chat.messages(TEACHER);
  await chat.openRoomWith(TEACHER);
  await refuseNextSend(page);
  await chat.input.fill('Bu mesaj ilk seferde gitmeyecek');
  await chat.input.press('Enter');
  await expect(messages.getByText('Gönderilemedi')).toBeVisible();
  await messages.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(messages.getByText('Gönderilemedi')).toHaveCount(0);
  await expect(messages.getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  await expect(messages.getByText('Bu mesaj ilk seferde gitmeyecek')).toHaveCount(1);
});

test('while the socket is down: a banner, messages kept, and sent once each, in order, when it is back', async ({
  page,
}) => {
  const chat = new ChatScreen(page);
  const messages = chat.messages(TEACHER);
  await chat.openRoomWith(TEACHER);
  await switchScenarioLive(page, 'socket-down');
  await expect(chat.disconnectedBanner).toBeVisible(SLOW);
  await chat.send('Birinci mesaj');
  await chat.send('İkinci mesaj');
  await expect(messages.getByText('Bağlantı bekleniyor')).toHaveCount(2);
  await switchScenarioLive(page, 'default');
  // The client retries every 5 s.
  await expect(chat.disconnectedBanner).toBeHidden(SLOW);
  await expect(messages.getByText('Bağlantı bekleniyor')).toHaveCount(0, SLOW);
  await expect(messages.getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  const first = messages.getByText('Birinci mesaj');
  const second = messages.getByText('İkinci mesaj');
  await expect(first).toHaveCount(1);
  await expect(second).toHaveCount(1);
  // In the order written.
  const [firstBox, secondBox] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  expect(firstBox!.y).toBeLessThan(secondBox!.y);
});

test('Mesaj Gönder on a teacher’s profile ends in a conversation to type into', async ({ page }) => {
  const chat = new ChatScreen(page);
  await page.goto('/profile/username/mehmetkaya');
  await page.getByRole('link', { name: 'Mesaj Gönder' }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(chat.roomHeading('Mehmet Kaya')).toBeVisible(SLOW);
  await chat.send('Merhaba hocam');
  await expect(chat.messages('Mehmet Kaya').getByText('Merhaba hocam')).toHaveCount(1, SLOW);
});

test('/chat in light and dark mode: no axe violations, no sideways scroll, screenshots', async ({ page }) => {
  // One load; the empty screen and the open room are each looked at in both modes at both widths in place.
  // The room is chosen from the list at the width the first look ends on, the desktop (choosing it from the
  // phone's drawer is the drawer test's).
  const chat = new ChatScreen(page);
  await chat.open();
  await checkAtEveryWidthAndMode(page, 'chat-empty');
  await chat.chooseRoom(TEACHER, WIDTHS[1].width);
  await expect(chat.messages(TEACHER).getByRole('listitem').first()).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'chat-room');
});
