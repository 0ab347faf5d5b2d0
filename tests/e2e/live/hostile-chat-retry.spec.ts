import { expect, test } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER } from '../../../mocks/db/demo';
import { SLOW } from '../support/page-checks';
import { ChatScreen } from '../support/pages/chat-screen';
import { twoPeople } from '../support/session';

/*
 * The production build against the standalone mock server: Elif Demir (student) and Zeynep Çelik (teacher),
 * each in a browser context of their own, in their seeded private room. The server stores Elif's message, its
 * echo to her is lost and her socket drops with it, so she sees 'Gönderilemedi'. 'Tekrar dene' must not store
 * it a second time: both of them see it once, also after a reload.
 */

const STUDENT_NAME = 'Elif Demir';
const TEACHER_NAME = 'Zeynep Çelik';
/** ASCII only, so it reads the same inside the SockJS frame the test drops. */
const TEXT = 'Yanki kaybolacak mesaj 42';

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__mock/reset')).ok()).toBe(true);
});

test('a message whose echo was lost with the socket is retried into one copy for both people', async ({
  browser,
}) => {
  const { student, teacher, socket, close } = await twoPeople(
    browser,
    DEMO_STUDENT.username,
    DEMO_TEACHER.username,
  );
  const studentChat = new ChatScreen(student);
  const teacherChat = new ChatScreen(teacher);
  await studentChat.openRoomWith(TEACHER_NAME);
  await teacherChat.openRoomWith(STUDENT_NAME);
  const studentView = studentChat.messages(TEACHER_NAME);
  const teacherView = teacherChat.messages(STUDENT_NAME);

  // The server stores it and tells both; Elif's copy is lost with her socket.
  const lost = socket.loseNextFrameWith(TEXT);
  await studentChat.send(TEXT);
  await lost;
  await expect(teacherView.getByText(TEXT, { exact: true })).toHaveCount(1, SLOW);
  await expect(studentChat.disconnectedBanner).toBeVisible(SLOW);
  await expect(studentView.getByText('Gönderilemedi')).toHaveCount(1, SLOW);

  // 'Tekrar dene' while the socket is still down: the history has it, so it is confirmed, not sent again.
  await studentView.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(studentView.getByText('Gönderilemedi')).toHaveCount(0, SLOW);
  await expect(studentView.getByText('Bağlantı bekleniyor')).toHaveCount(0);
  await expect(studentView.getByText('Gönderiliyor')).toHaveCount(0, SLOW);
  await expect(studentView.getByText(TEXT, { exact: true })).toHaveCount(1);

  socket.restore();
  await expect(studentChat.disconnectedBanner).toBeHidden(SLOW);
  await expect(studentView.getByText(TEXT, { exact: true })).toHaveCount(1);
  await expect(teacherView.getByText(TEXT, { exact: true })).toHaveCount(1);

  // What the server holds: one copy for each of them.
  for (const [page, name] of [
    [student, TEACHER_NAME],
    [teacher, STUDENT_NAME],
  ] as const) {
    await page.reload();
    const view = new ChatScreen(page).messages(name);
    await expect(view.getByRole('listitem').first()).toBeVisible(SLOW);
    await expect(view.getByText(TEXT, { exact: true })).toHaveCount(1, SLOW);
  }

  await close();
});
