import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatRoomState } from '../../src/config/paths';
import { DEMO_TEACHER } from '../../mocks/db';
import { server } from '../../mocks/node';
import { LONG_ROOM_ID, seedLongRoom } from '../support/long-room';
import { renderApp, signIn } from '../render';

const TEACHER_NAME = `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`;
const COUNT = 10_000;

describe('/chat with a long history', { timeout: 120_000 }, () => {
  it('keeps fewer than 100 message rows in the DOM for a room of 10,000 messages, the newest shown', async () => {
    signIn('student');
    server.use(await seedLongRoom(COUNT));
    const { router } = renderApp({ route: '/chat' });
    await act(() => router.navigate('/chat', { state: chatRoomState(LONG_ROOM_ID) }));
    const log = await screen.findByRole(
      'list',
      { name: `${TEACHER_NAME} ile mesajlar` },
      { timeout: 60_000 },
    );
    expect(await within(log).findByText(`Mesaj ${COUNT}`, {}, { timeout: 30_000 })).toBeInTheDocument();
    const rows = within(log).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    // A row from the middle of the history is not in the DOM.
    expect(within(log).queryByText(`Mesaj ${COUNT / 2}`)).not.toBeInTheDocument();
  });
});
