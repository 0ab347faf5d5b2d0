import { expect, type Page, test } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER_2 } from '../../../mocks/db/demo';
import { SLOW } from '../support/page-checks';
import { ChatScreen } from '../support/pages/chat-screen';
import { twoPeople } from '../support/session';

/*
 * Two people chatting live: the production build served by the standalone mock server (one origin, one db,
 * the STOMP broker at /ws over real SockJS), a student and a teacher each in a browser context of their own.
 * The seeded student Elif Demir and teacher Mehmet Kaya share no private room yet, so 'Mesaj Gönder' starts a
 * new conversation; both are connected in person, so no simulated counterpart answers for either.
 */

const STUDENT = { ...DEMO_STUDENT, fullName: 'Elif Demir' };
const TEACHER = { ...DEMO_TEACHER_2, fullName: 'Mehmet Kaya' };

const messageBadge = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Mesajlar/ });

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
});

test('a student writes to a teacher from his profile, he answers live, and what she writes offline arrives once, in order', async ({
  browser,
}) => {
  const { student, teacher, socket, close } = await twoPeople(browser, STUDENT.username, TEACHER.username);
  const studentChat = new ChatScreen(student);
  const teacherChat = new ChatScreen(teacher);
  // The production build: no MSW worker answers; the API is the mock server at the same origin, and the
  // refresh cookie set at sign-in comes back on a refresh.
  expect(await student.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
    0,
  );
  expect((await student.request.post('/v1/auth/refresh')).status()).toBe(200);

  // The teacher waits on /chat; his one seeded unread message is on the header badge.
  await teacher.goto('/chat');
  await expect(teacherChat.roomList).toBeVisible(SLOW);
  await expect(messageBadge(teacher)).toHaveAccessibleName(/^Mesajlar, 1 okunmamış/, SLOW);
  await expect(teacherChat.room(STUDENT.fullName)).toHaveCount(0);

  // The student opens his profile and presses 'Mesaj Gönder': a new conversation she can type into.
  await student.goto(`/profile/id/${TEACHER.id}`);
  await expect(student.getByRole('heading', { level: 1, name: TEACHER.fullName })).toBeVisible(SLOW);
  await student.getByRole('link', { name: 'Mesaj Gönder' }).click();
  await expect(student).toHaveURL(new RegExp(`/chat\\?receiverUsername=${TEACHER.username}$`));
  await expect(studentChat.input).toHaveAttribute('placeholder', 'Mesajınızı yazın...');
  await studentChat.send('Merhaba hocam, matematik dersi için yazıyorum.');

  // The teacher sees it live: the badge counts it, the room appears with the message, and he answers.
  await expect(messageBadge(teacher)).toHaveAccessibleName(/^Mesajlar, 2 okunmamış/, SLOW);
  const room = teacherChat.room(STUDENT.fullName);
  await expect(room).toContainText('Merhaba hocam, matematik dersi için yazıyorum.', SLOW);
  await room.click();
  const teacherView = teacherChat.messages(STUDENT.fullName);
  await expect(teacherView.getByText('Merhaba hocam, matematik dersi için yazıyorum.')).toBeVisible(SLOW);
  await expect(messageBadge(teacher)).toHaveAccessibleName(/^Mesajlar, 1 okunmamış/, SLOW);
  await teacherChat.send('Merhaba Elif, cumartesi 11.00 uygun mu?');

  // The student sees the answer without reloading.
  const studentView = studentChat.messages(TEACHER.fullName);
  await expect(studentView.getByText('Merhaba Elif, cumartesi 11.00 uygun mu?')).toBeVisible(SLOW);

  // Her socket is cut: she writes twice while it is down; both wait for the connection.
  await socket.cut();
  await expect(studentChat.disconnectedBanner).toBeVisible(SLOW);
  await studentChat.send('Cumartesi olur.');
  await studentChat.send('Saat 11.00 bana da uyar.');
  await expect(studentView.getByText('Bağlantı bekleniyor')).toHaveCount(2);

  // It comes back: the teacher receives both, once each, in the order written.
  socket.restore();
  await expect(studentChat.disconnectedBanner).toBeHidden(SLOW);
  await expect(studentView.getByText('Bağlantı bekleniyor')).toHaveCount(0, SLOW);
  const offline = ['Cumartesi olur.', 'Saat 11.00 bana da uyar.'];
  for (const text of offline) await expect(teacherView.getByText(text, { exact: true })).toHaveCount(1, SLOW);
  const items = teacherView.getByRole('listitem');
  await expect(items.nth(-2)).toContainText(offline[0]!);
  await expect(items.nth(-1)).toContainText(offline[1]!);

  await close();
});
