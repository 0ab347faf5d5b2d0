import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatRoomState } from '../../src/config/paths';
import type * as RealtimeClient from '../../src/lib/realtime/realtime-client';
import { DEMO_STUDENT, DEMO_TEACHER, getDb, postMessage } from '../../mocks/db';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios/testing';
import { answerOperation } from '../support/operations';
import { renderApp, signIn } from '../render';

/*
 * What happens to an own message on its way: refused publishes, the outbox while the socket is down, the
 * history re-read after a reconnect. The real client talks to the in-process mock broker; only the outbox's
 * publish can be told to refuse once, as it does when the socket dies under the write.
 */

const refuse = vi.hoisted(() => ({ next: 0 }));

vi.mock('../../src/lib/realtime/realtime-client', async (importOriginal) => {
  const actual = await importOriginal<typeof RealtimeClient>();
  return {
    ...actual,
    publishWithReceipt: ((...args: Parameters<typeof actual.publishWithReceipt>) => {
      if (refuse.next > 0) {
        refuse.next -= 1;
        return false;
      }
      return actual.publishWithReceipt(...args);
    }) as typeof actual.publishWithReceipt,
  };
});

const DEMO_ROOM = 1;
const TEACHER_NAME = `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`;
/** The client reconnects 5 s after a drop; the wait covers that and a busy machine. */
const RECONNECT = { timeout: 20_000 };

async function openRoom() {
  signIn('student');
  const user = userEvent.setup();
  const rendered = renderApp({ route: '/chat' });
  await act(() => rendered.router.navigate('/chat', { state: chatRoomState(DEMO_ROOM) }));
  const log = await screen.findByRole('list', { name: `${TEACHER_NAME} ile mesajlar` });
  return { user, log, ...rendered };
}

const input = () => screen.getByRole('textbox', { name: 'Mesaj' });

const ownMessagesInDb = async (content: string) =>
  (await getDb()).chatMessages.findMany((q) =>
    q.where({ chatRoomId: DEMO_ROOM, senderId: DEMO_STUDENT.id, content }),
  );

describe('/chat delivery', { timeout: 60_000 }, () => {
  it('shows a refused send as failed with Tekrar dene, and the retry sends it once', async () => {
    const { user, log } = await openRoom();
    await waitFor(() =>
      expect(screen.queryByText('Bağlantı koptu, yeniden bağlanılıyor…')).not.toBeInTheDocument(),
    );
    refuse.next = 1;
    await user.type(input(), 'İlk denemede gitmeyecek{Enter}');
    expect(await within(log).findByText('Gönderilemedi')).toBeInTheDocument();
    expect(await ownMessagesInDb('İlk denemede gitmeyecek')).toHaveLength(0);

    await user.click(within(log).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(within(log).queryByText('Gönderilemedi')).not.toBeInTheDocument());
    await waitFor(() => expect(within(log).queryByText('Gönderiliyor')).not.toBeInTheDocument());
    expect(within(log).getAllByText('İlk denemede gitmeyecek')).toHaveLength(1);
    expect(await ownMessagesInDb('İlk denemede gitmeyecek')).toHaveLength(1);
  });

  it('keeps what is written while the socket is down and sends it once, in order, when it is back', async () => {
    const { user, log } = await openRoom();
    await act(() => setScenario('socket-down'));
    expect(await screen.findByText('Bağlantı koptu, yeniden bağlanılıyor…')).toBeInTheDocument();

    await user.type(input(), 'Birinci{Enter}');
    await user.type(input(), 'İkinci{Enter}');
    expect(within(log).getAllByText('Bağlantı bekleniyor')).toHaveLength(2);
    expect(await ownMessagesInDb('Birinci')).toHaveLength(0);

    await act(() => setScenario('default'));
    await waitFor(
      () => expect(screen.queryByText('Bağlantı koptu, yeniden bağlanılıyor…')).not.toBeInTheDocument(),
      RECONNECT,
    );
    await waitFor(
      () => expect(within(log).queryByText('Bağlantı bekleniyor')).not.toBeInTheDocument(),
      RECONNECT,
    );
    await waitFor(() => expect(within(log).queryByText('Gönderiliyor')).not.toBeInTheDocument(), RECONNECT);
    expect(within(log).getAllByText('Birinci')).toHaveLength(1);
    expect(within(log).getAllByText('İkinci')).toHaveLength(1);
    const first = (await ownMessagesInDb('Birinci'))[0]!;
    const second = (await ownMessagesInDb('İkinci'))[0]!;
    expect(await ownMessagesInDb('Birinci')).toHaveLength(1);
    expect(first.id).toBeLessThan(second.id);
  });

  it('sends what was queued when the socket is back even after the person left /chat, and shows it on return', async () => {
    const { user, log, router } = await openRoom();
    await act(() => setScenario('socket-down'));
    expect(await screen.findByText('Bağlantı koptu, yeniden bağlanılıyor…')).toBeInTheDocument();
    await user.type(input(), 'Giderken bir{Enter}');
    await user.type(input(), 'Giderken iki{Enter}');
    expect(within(log).getAllByText('Bağlantı bekleniyor')).toHaveLength(2);

    await act(() => router.navigate('/'));
    await act(() => setScenario('default'));
    await waitFor(async () => expect(await ownMessagesInDb('Giderken iki')).toHaveLength(1), RECONNECT);
    expect(await ownMessagesInDb('Giderken bir')).toHaveLength(1);

    await act(() => router.navigate('/chat', { state: chatRoomState(DEMO_ROOM) }));
    const back = await screen.findByRole('list', { name: `${TEACHER_NAME} ile mesajlar` });
    expect(await within(back).findByText('Giderken iki')).toBeInTheDocument();
    expect(within(back).getAllByText('Giderken bir')).toHaveLength(1);
    expect(within(back).queryByText('Bağlantı bekleniyor')).not.toBeInTheDocument();
    expect(within(back).queryByText('Gönderilemedi')).not.toBeInTheDocument();
  });

  it('says in a toast where a message waits when it fails while the person is elsewhere', async () => {
    const { user, log, router } = await openRoom();
    await act(() => setScenario('socket-down'));
    expect(await screen.findByText('Bağlantı koptu, yeniden bağlanılıyor…')).toBeInTheDocument();
    await user.type(input(), 'Uzaktayken düştü{Enter}');
    expect(within(log).getByText('Bağlantı bekleniyor')).toBeInTheDocument();

    await act(() => router.navigate('/'));
    refuse.next = 1;
    await act(() => setScenario('default'));
    expect(await screen.findByText('Mesajınız gönderilemedi.', {}, RECONNECT)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Mesajlar sayfasında, ilgili sohbette bekliyor; oradan “Tekrar dene” ile yeniden gönderebilirsiniz.',
      ),
    ).toBeInTheDocument();

    await act(() => router.navigate('/chat', { state: chatRoomState(DEMO_ROOM) }));
    const back = await screen.findByRole('list', { name: `${TEACHER_NAME} ile mesajlar` });
    expect(await within(back).findByText('Gönderilemedi')).toBeInTheDocument();
    await user.click(within(back).getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(within(back).queryByText('Gönderilemedi')).not.toBeInTheDocument());
    await waitFor(async () => expect(await ownMessagesInDb('Uzaktayken düştü')).toHaveLength(1));
  });

  it('reads the history again after a reconnect: what came meanwhile shows, nothing twice', async () => {
    const { log } = await openRoom();
    const before = within(log).getAllByRole('listitem').length;
    await act(() => setScenario('socket-down'));
    expect(await screen.findByText('Bağlantı koptu, yeniden bağlanılıyor…')).toBeInTheDocument();
    // The teacher writes while this client is offline: no live copy reaches it.
    const db = await getDb();
    await act(() =>
      postMessage(db, { chatRoomId: DEMO_ROOM, senderId: DEMO_TEACHER.id, content: 'Çevrimdışıyken yazdım' }),
    );
    expect(within(log).queryByText('Çevrimdışıyken yazdım')).not.toBeInTheDocument();

    await act(() => setScenario('default'));
    expect(await within(log).findByText('Çevrimdışıyken yazdım', {}, RECONNECT)).toBeInTheDocument();
    expect(within(log).getAllByText('Çevrimdışıyken yazdım')).toHaveLength(1);
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(before - 1);
  });

  it('stays up when the socket sends garbage and an ERROR frame', async () => {
    await setScenario('socket-garbage');
    const { log } = await openRoom();
    // The ERROR frame closes the socket after the non-JSON and off-contract bodies were dropped.
    expect(
      await screen.findByText('Bağlantı koptu, yeniden bağlanılıyor…', {}, RECONNECT),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TEACHER_NAME })).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(1);
  });

  it("says 'Profil bilgisi bulunamadı.' when a message names nobody to go to", async () => {
    server.use(answerOperation('getChatHistory', { success: true, data: [idlessMessage()] }));
    const { user, log } = await openRoom();
    await user.click(within(log).getByRole('button', { name: `${TEACHER_NAME} profiline git` }));
    expect(await screen.findByText('Profil bilgisi bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

/** A message from the teacher that carries no receiver, teacher or message id. */
const idlessMessage = () => ({
  chatRoomId: DEMO_ROOM,
  chatRoomType: 'PRIVATE',
  content: 'Kimliksiz mesaj',
  senderUsername: DEMO_TEACHER.username,
  timestamp: new Date().toISOString(),
});
