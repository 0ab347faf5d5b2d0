import { act, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { chatRoomState } from '../../src/config/paths';
import { DEMO_TEACHER, getDb, postMessage } from '../../mocks/db';
import { server } from '../../mocks/node';
import { LONG_ROOM_ID, seedLongRoom } from '../support/long-room';
import { renderApp, signIn } from '../render';

/*
 * `npm run bench`: how long /chat takes to open a room of 10,000 messages (the history answered in one piece)
 * and to show 100 live messages arriving on the socket, in jsdom against the mock backend. It prints the
 * times; it asserts only that the screen got there.
 */

const COUNT = 10_000;
const LIVE = 100;
const TEACHER_NAME = `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`;
const WAIT = { timeout: 300_000 };

it(`opens a room of ${COUNT} messages and appends ${LIVE} live messages`, async () => {
  signIn('student');
  server.use(await seedLongRoom(COUNT));
  // The screen's code is loaded once before timing, as a returning visitor's browser has it cached.
  const warm = renderApp({ route: '/chat' });
  await screen.findByRole('heading', { level: 2, name: 'Mesajlaşmalar' }, WAIT);
  warm.unmount();

  const opening = performance.now();
  const { router } = renderApp({ route: '/chat' });
  await act(() => router.navigate('/chat', { state: chatRoomState(LONG_ROOM_ID) }));
  const log = await screen.findByRole('list', { name: `${TEACHER_NAME} ile mesajlar` }, WAIT);
  await within(log).findByText(`Mesaj ${COUNT}`, {}, WAIT);
  const openMs = performance.now() - opening;

  const db = await getDb();
  const appending = performance.now();
  for (let index = 1; index <= LIVE; index += 1) {
    await postMessage(db, { chatRoomId: LONG_ROOM_ID, senderId: DEMO_TEACHER.id, content: `Canlı ${index}` });
  }
  await within(log).findByText(`Canlı ${LIVE}`, {}, WAIT);
  const appendMs = performance.now() - appending;

  console.info(
    [
      `open a ${COUNT}-message room: ${openMs.toFixed(0)} ms`,
      `append ${LIVE} live messages: ${appendMs.toFixed(0)} ms (${(appendMs / LIVE).toFixed(1)} ms each)`,
      `message rows in the DOM: ${within(log).getAllByRole('listitem').length}`,
    ].join('\n'),
  );
  expect(within(log).getAllByRole('listitem').length).toBeLessThan(100);
});
