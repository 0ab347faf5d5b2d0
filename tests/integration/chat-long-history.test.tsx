import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatRoomState } from '../../src/config/paths';
import { DEMO_TEACHER } from '../../mocks/db';
import { server } from '../../mocks/node';
import { LONG_ROOM_ID, seedLongRoom } from '../support/long-room';
import { renderApp, signIn } from '../render';

const TEACHER_NAME = `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`;
const COUNT = 10_000;

describe('/chat with a long history', { timeout: 120_000 }, () => {
  it('opens with the newest page and asks for the next older page when the reader nears the top', async () => {
    signIn('student');
    await seedLongRoom(120); // the mock server honours the paging parameters: its answer is not used
    const pages: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === `/v1/chat/history/${LONG_ROOM_ID}`) pages.push(url.search);
    };
    server.events.on('request:start', listener);
    try {
      const { router } = renderApp({ route: '/chat' });
      await act(() => router.navigate('/chat', { state: chatRoomState(LONG_ROOM_ID) }));
      const log = await screen.findByRole(
        'list',
        { name: `${TEACHER_NAME} ile mesajlar` },
        { timeout: 30_000 },
      );
      expect(await within(log).findByText('Mesaj 120')).toBeInTheDocument();
      expect(pages).toEqual(['?size=50']);
      // eslint-disable-next-line testing-library/no-node-access -- the scrolling element is the list's frame
      fireEvent.scroll(log.parentElement!);
      await waitFor(() => expect(pages).toHaveLength(2));
      expect(pages[1]).toMatch(/^\?size=50&before=\d+$/);
      expect(within(log).getAllByText('Mesaj 120')).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

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
