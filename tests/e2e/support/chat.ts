import { type Browser, expect, type Page } from '@playwright/test';
import { SLOW } from './page-checks';
import { signIn } from './session';
import { controlSocket } from './socket-control';

/** /chat as a person sees it: the room list, a conversation's messages and the composer. */
export const roomList = (page: Page) => page.getByRole('list', { name: 'Mesajlaşmalar' });
export const messageLog = (page: Page, name: string) =>
  page.getByRole('list', { name: `${name} ile mesajlar` });
export const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Mesaj' });

/** Opens /chat and the room named after `name` from the list (a wide screen), and waits for its messages. */
export async function openRoomWith(page: Page, name: string): Promise<void> {
  await page.goto('/chat');
  await roomList(page)
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible(SLOW);
  await expect(messageLog(page, name).getByRole('listitem').first()).toBeVisible(SLOW);
}

/** Types a message and sends it with Enter; the input empties at once. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
  await expect(chatInput(page)).toHaveValue('');
}

/**
 * The live project's two people, each in a browser context of their own and signed in; the student's socket
 * is under the test's control (controlSocket). Close both contexts at the end.
 */
export async function twoPeople(browser: Browser, studentLogin: string, teacherLogin: string) {
  const studentContext = await browser.newContext();
  const teacherContext = await browser.newContext();
  const socket = await controlSocket(studentContext);
  const student = await studentContext.newPage();
  const teacher = await teacherContext.newPage();
  await signIn(student, studentLogin);
  await signIn(teacher, teacherLogin);
  return {
    student,
    teacher,
    socket,
    close: async () => {
      await studentContext.close();
      await teacherContext.close();
    },
  };
}
