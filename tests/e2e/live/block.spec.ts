import { expect, test } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER } from '../../../mocks/db/demo';
import { resetMockDbBeforeEach } from '../support/live-api';
import { SLOW } from '../support/page-checks';
import { ChatScreen } from '../support/pages/chat-screen';
import { twoPeople } from '../support/session';

/*
 * A block between two people, live: the production build on the standalone mock server, each person in a
 * browser context of their own. Zeynep Çelik (teacher) blocks Elif Demir (student) in their room; Elif's next
 * message is refused and her composer says so neutrally; Zeynep lifts the block in Ayarlar; Elif writes again
 * and Zeynep reads it live.
 */

const A = { ...DEMO_TEACHER, fullName: 'Zeynep Çelik' };
const B = { ...DEMO_STUDENT, fullName: 'Elif Demir' };

resetMockDbBeforeEach();

test('A blocks B in the chat, B is refused with a clear text, A unblocks in settings, B writes again', async ({
  browser,
}) => {
  const { student: b, teacher: a, close } = await twoPeople(browser, B.username, A.username);
  const aChat = new ChatScreen(a);
  const bChat = new ChatScreen(b);
  await aChat.openRoomWith(B.fullName);
  await bChat.openRoomWith(A.fullName);

  // A blocks B from the room's header, after the question.
  await a.getByRole('button', { name: `Diğer seçenekler: ${B.fullName}` }).click();
  await a.getByRole('menuitem', { name: 'Engelle' }).click();
  const question = a.getByRole('alertdialog', { name: `${B.fullName} engellensin mi?` });
  await question.getByRole('button', { name: 'Engelle' }).click();
  await expect(question).toBeHidden(SLOW);
  // A's composer says why nothing can be sent, and offers to lift it; the room stays readable.
  await expect(
    a.getByText('Bu kişiyi engellediniz; engeli kaldırana kadar mesaj gönderemezsiniz.', { exact: false }),
  ).toBeVisible(SLOW);
  await expect(a.getByRole('button', { name: 'Engeli kaldır' })).toBeVisible();
  await expect(aChat.input).toHaveCount(0);
  await expect(aChat.messages(B.fullName).getByRole('listitem').first()).toBeVisible();

  // B, whose screen does not know yet, writes: the server refuses, the message is not sent, and the composer
  // gives way to the neutral reason.
  // Typed and sent by hand: the refusal may replace the composer before a check of the emptied input could run.
  await bChat.input.fill('Merhaba, yarınki ders için yazıyorum.');
  await bChat.input.press('Enter');
  const bView = bChat.messages(A.fullName);
  await expect(bView.getByText('Gönderilemedi')).toBeVisible(SLOW);
  await expect(b.getByText('Bu kişiye şu anda mesaj gönderemezsiniz.', { exact: false })).toBeVisible(SLOW);
  await expect(bChat.input).toHaveCount(0);
  await expect(aChat.messages(B.fullName).getByText('Merhaba, yarınki ders için yazıyorum.')).toHaveCount(0);

  // A lifts the block in Ayarlar.
  await a.goto('/settings');
  const section = a.getByRole('region', { name: 'Engellenen kullanıcılar' });
  await section.getByRole('button', { name: `Engeli kaldır: ${B.fullName}` }).click();
  await expect(section.getByText('Engellediğiniz kimse yok.')).toBeVisible(SLOW);

  // B opens the room again and writes; A reads it live.
  await aChat.openRoomWith(B.fullName);
  await bChat.openRoomWith(A.fullName);
  await expect(bChat.input).toBeVisible(SLOW);
  await bChat.send('Engel kalkmış, yarın görüşürüz.');
  await expect(aChat.messages(B.fullName).getByText('Engel kalkmış, yarın görüşürüz.')).toBeVisible(SLOW);

  await close();
});
