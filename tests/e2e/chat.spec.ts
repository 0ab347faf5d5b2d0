import { expect, type Page, test } from '@playwright/test';
import { atEveryWidth, checkScreen, MODES, SLOW, WIDTHS } from './support/page-checks';
import { switchScenarioLive } from './support/live-scenario';
import { openRoomWith } from './support/chat';
import { signIn } from './support/session';

/*
 * /chat in Chromium against the mock build: the seeded rooms of the demo student (elifdemir), the in-page STOMP
 * broker, and the seeded teacher (Zeynep Çelik, room 1) who answers private messages.
 */

const TEACHER = 'Zeynep Çelik';
const TEACHER_ID = 7;

const roomList = (page: Page) => page.getByRole('list', { name: 'Mesajlaşmalar' });
const messages = (page: Page) => page.getByRole('list', { name: `${TEACHER} ile mesajlar` });
const input = (page: Page) => page.getByRole('textbox', { name: 'Mesaj' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Gönder', exact: true });

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

/** Chooses the teacher's room from the list, or from the drawer on a narrow screen. */
async function chooseTeacherRoom(page: Page, width: number): Promise<void> {
  const list = width < 768 ? page.getByRole('dialog', { name: 'Mesajlaşmalar' }) : roomList(page);
  if (width < 768) await page.getByRole('button', { name: 'Sohbetleri aç' }).click();
  await list.getByRole('button', { name: new RegExp(TEACHER) }).click();
}

const openTeacherRoom = (page: Page) => openRoomWith(page, TEACHER);

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(WIDTHS[1]);
  await signIn(page, 'elifdemir');
});

test('under 768 px the rooms are a drawer opened by a button, with an overlay', async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/chat');
  await expect(page.getByText('Sohbet başlatmak için soldan bir kişi seçin')).toBeVisible(SLOW);
  await expect(roomList(page)).toBeHidden();
  await page.getByRole('button', { name: 'Sohbetleri aç' }).click();
  const drawer = page.getByRole('dialog', { name: 'Mesajlaşmalar' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: new RegExp(TEACHER) }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: TEACHER })).toBeVisible();
  await expect(input(page)).toBeVisible();
});

test('the other person’s avatar asks, then goes to the teacher’s profile', async ({ page }) => {
  await openTeacherRoom(page);
  await messages(page)
    .getByRole('button', { name: `${TEACHER} profiline git` })
    .last()
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Hocanın profiline gitmek ister misiniz?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Profile git' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/id/${TEACHER_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: TEACHER })).toBeVisible(SLOW);
});

test('send is disabled while blank; Enter sends, clears the input, and today gets its separator', async ({
  page,
}) => {
  await openTeacherRoom(page);
  await expect(sendButton(page)).toBeDisabled();
  await input(page).fill('   ');
  await expect(sendButton(page)).toBeDisabled();
  await input(page).fill('Yarın 18:00 uygun mu?');
  await expect(sendButton(page)).toBeEnabled();
  await input(page).press('Enter');
  await expect(input(page)).toHaveValue('');
  await expect(messages(page).getByText('Yarın 18:00 uygun mu?')).toHaveCount(1);
  // The seeded history is from earlier days: the new message opens 'Bugün'.
  await expect(messages(page).getByText('Bugün', { exact: true })).toBeVisible();
  // And the teacher answers live.
  await expect(
    messages(page)
      .getByRole('button', { name: `${TEACHER} profiline git` })
      .last(),
  ).toBeVisible();
});

test('a send the socket refuses shows Tekrar dene, and the retry sends it once', async ({ page }) => {
  await openTeacherRoom(page);
  await refuseNextSend(page);
  await input(page).fill('Bu mesaj ilk seferde gitmeyecek');
  await input(page).press('Enter');
  await expect(messages(page).getByText('Gönderilemedi')).toBeVisible();
  await messages(page).getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(messages(page).getByText('Gönderilemedi')).toHaveCount(0);
  await expect(messages(page).getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  await expect(messages(page).getByText('Bu mesaj ilk seferde gitmeyecek')).toHaveCount(1);
});

test('while the socket is down: a banner, messages kept, and sent once each, in order, when it is back', async ({
  page,
}) => {
  await openTeacherRoom(page);
  await switchScenarioLive(page, 'socket-down');
  await expect(page.getByText('Bağlantı koptu, yeniden bağlanılıyor…')).toBeVisible(SLOW);
  await input(page).fill('Birinci mesaj');
  await input(page).press('Enter');
  await input(page).fill('İkinci mesaj');
  await input(page).press('Enter');
  await expect(messages(page).getByText('Bağlantı bekleniyor')).toHaveCount(2);
  await switchScenarioLive(page, 'default');
  // The client retries every 5 s.
  await expect(page.getByText('Bağlantı koptu, yeniden bağlanılıyor…')).toBeHidden(SLOW);
  await expect(messages(page).getByText('Bağlantı bekleniyor')).toHaveCount(0, SLOW);
  await expect(messages(page).getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  const first = messages(page).getByText('Birinci mesaj');
  const second = messages(page).getByText('İkinci mesaj');
  await expect(first).toHaveCount(1);
  await expect(second).toHaveCount(1);
  // In the order written.
  const [firstBox, secondBox] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  expect(firstBox!.y).toBeLessThan(secondBox!.y);
});

test('Mesaj Gönder on a teacher’s profile ends in a conversation to type into', async ({ page }) => {
  await page.goto('/profile/username/mehmetkaya');
  await page.getByRole('link', { name: 'Mesaj Gönder' }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mehmet Kaya' })).toBeVisible(SLOW);
  await input(page).fill('Merhaba hocam');
  await input(page).press('Enter');
  await expect(
    page.getByRole('list', { name: 'Mehmet Kaya ile mesajlar' }).getByText('Merhaba hocam'),
  ).toHaveCount(1, SLOW);
});

for (const mode of MODES) {
  test(`/chat in ${mode} mode: no axe violations, no sideways scroll, screenshots`, async ({ page }) => {
    await atEveryWidth(page, mode, async (size) => {
      // A new history entry: reloading /chat would keep the room chosen at the other width.
      await page.goto('/');
      await page.goto('/chat');
      await expect(page.getByText('Sohbet başlatmak için soldan bir kişi seçin')).toBeVisible(SLOW);
      await checkScreen(page, mode, `chat-empty-${size.width}-${mode}`);
      await chooseTeacherRoom(page, size.width);
      await expect(messages(page).getByRole('listitem').first()).toBeVisible(SLOW);
      await checkScreen(page, mode, `chat-room-${size.width}-${mode}`);
    });
  });
}
