import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetChatsMockHandler } from '../../src/generated/api/chat/chat.msw';
import { chatRoomState } from '../../src/config/paths';
import { DEMO_STUDENT, DEMO_TEACHER, getDb, postMessage, findUserByUsername } from '../../mocks/db';
import { server } from '../../mocks/node';
import { recordRequests } from '../support/record-requests';
import { renderApp, signIn } from '../render';
import { findOpenDialog } from '../support/dialogs';

/*
 * /chat against the mock backend: the seeded rooms over HTTP and the in-process STOMP broker, which delivers
 * /topic/messages (the sender's own copy included) and lets the seeded counterpart answer at once.
 */

const DEMO_ROOM = 1; // the demo teacher and the demo student
const TEACHER_NAME = `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`;

async function openChat(route = '/chat', state?: { openChatRoomId: number }) {
  const user = userEvent.setup();
  const rendered = renderApp({ route });
  if (state) await act(() => rendered.router.navigate(route, { state }));
  return { user, ...rendered };
}

const messageLog = (name: string) => screen.findByRole('list', { name: `${name} ile mesajlar` });
const input = () => screen.getByRole('textbox', { name: 'Mesaj' });
const sendButton = () => screen.getByRole('button', { name: 'Gönder' });

describe('/chat', () => {
  it('sends a guest to sign in first', async () => {
    const { router } = renderApp({ route: '/chat' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/chat')}`);
  });

  it('lists the rooms under Mesajlaşmalar and asks to choose one', async () => {
    signIn('student');
    await openChat();
    // The first test to open the screen also loads its chunk.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesajlar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mesajlaşmalar' })).toBeInTheDocument();
    expect(screen.getByText('Sohbet başlatmak için soldan bir kişi seçin')).toBeInTheDocument();
    const rooms = await screen.findByRole('list', { name: 'Mesajlaşmalar' });
    expect(within(rooms).getByRole('button', { name: new RegExp(TEACHER_NAME) })).toBeInTheDocument();
  });

  it("says 'Hiç mesaj yok.' without rooms", async () => {
    signIn('student');
    server.use(getGetChatsMockHandler({ success: true, data: [] }));
    await openChat();
    expect(await screen.findByText('Hiç mesaj yok.')).toBeInTheDocument();
  });

  it('opens the room of the navigation state: header, messages, unread 0 and the read call', async () => {
    signIn('student');
    const requests = recordRequests();
    const reads = () => requests.filter((request) => request === `PUT /v1/chat/readAll/${DEMO_ROOM}`);
    await openChat('/chat', chatRoomState(DEMO_ROOM));
    expect(await screen.findByRole('heading', { level: 2, name: TEACHER_NAME })).toBeInTheDocument();
    expect(screen.getByText('Kişisel Sohbet')).toBeInTheDocument();
    const log = await messageLog(TEACHER_NAME);
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(1);
    await waitFor(() => expect(reads()).not.toHaveLength(0));
    // The header badge and the list share one cache: the room counts no unread messages any more.
    const rooms = screen.getByRole('list', { name: 'Mesajlaşmalar' });
    await waitFor(() =>
      expect(within(rooms).getByRole('button', { name: new RegExp(TEACHER_NAME) })).not.toHaveTextContent(
        /okunmamış/,
      ),
    );
  });

  it('names a group room and says Grup Sohbeti', async () => {
    signIn('student');
    const db = await getDb();
    const group = db.chatRooms
      .findMany((q) => q.where({ type: 'GROUP' }))
      .find((room) =>
        db.chatMembers.findFirst((q) => q.where({ chatRoomId: room.id, userId: DEMO_STUDENT.id })),
      )!;
    await openChat('/chat', chatRoomState(group.id));
    expect(await screen.findByRole('heading', { level: 2, name: group.name! })).toBeInTheDocument();
    // The subtitle says the kind of room and, for a group, how many are in it.
    expect(screen.getByText(/^Grup Sohbeti · \d+ üye$/)).toBeInTheDocument();
  });

  it('sends with Enter, clears the input, shows the message once, and appends the answer', async () => {
    signIn('student');
    const { user } = await openChat('/chat', chatRoomState(DEMO_ROOM));
    const log = await messageLog(TEACHER_NAME);
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), 'Merhaba hocam{Shift>}{Enter}{/Shift}yarın müsait misiniz?');
    expect(input()).toHaveValue('Merhaba hocam\nyarın müsait misiniz?');
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('');
    expect(await within(log).findByText(/yarın müsait misiniz\?/)).toBeInTheDocument();
    // The echo confirms the message: no 'Gönderiliyor' left, and it is there once.
    await waitFor(() => expect(within(log).queryByText('Gönderiliyor')).not.toBeInTheDocument());
    expect(within(log).getAllByText(/yarın müsait misiniz\?/)).toHaveLength(1);
    // The seeded teacher answers (at once under vitest): the answer is appended.
    const db = await getDb();
    await waitFor(() => {
      const last = db.chatMessages.findMany((q) => q.where({ chatRoomId: DEMO_ROOM })).at(-1)!;
      expect(last.senderId).toBe(DEMO_TEACHER.id);
    });
    const answer = db.chatMessages.findMany((q) => q.where({ chatRoomId: DEMO_ROOM })).at(-1)!;
    expect(await within(log).findByText(answer.content)).toBeInTheDocument();
  });

  it('sends what people write without control or bidi characters, and nothing for a message of only those', async () => {
    signIn('student');
    const { user } = await openChat('/chat', chatRoomState(DEMO_ROOM));
    const log = await messageLog(TEACHER_NAME);
    await user.click(input());
    await user.paste('\u0000\u0007\u202E');
    expect(sendButton()).toBeDisabled();
    await user.clear(input());
    await user.paste('Ders\u0007 saati\u202E değişti');
    await user.keyboard('{Enter}');
    expect(await within(log).findByText('Ders saati değişti')).toBeInTheDocument();
    const db = await getDb();
    const student = findUserByUsername(db, DEMO_STUDENT.username)!;
    await waitFor(() => {
      const own = db.chatMessages.findMany((q) => q.where({ chatRoomId: DEMO_ROOM, senderId: student.id }));
      expect(own.at(-1)?.content).toBe('Ders saati değişti');
    });
  });

  it('appends a message that arrives for the open room and marks the room read again', async () => {
    signIn('student');
    const requests = recordRequests();
    const reads = () => requests.filter((request) => request === `PUT /v1/chat/readAll/${DEMO_ROOM}`);
    await openChat('/chat', chatRoomState(DEMO_ROOM));
    const log = await messageLog(TEACHER_NAME);
    await waitFor(() => expect(reads()).toHaveLength(1));
    const db = await getDb();
    await act(() =>
      postMessage(db, { chatRoomId: DEMO_ROOM, senderId: DEMO_TEACHER.id, content: 'Ödevini gördüm' }),
    );
    expect(await within(log).findByText('Ödevini gördüm')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('asks before going to the other person’s profile from their avatar', async () => {
    signIn('student');
    const { user, router } = await openChat('/chat', chatRoomState(DEMO_ROOM));
    const log = await messageLog(TEACHER_NAME);
    const avatars = within(log).getAllByRole('button', { name: `${TEACHER_NAME} profiline git` });
    await user.click(avatars[0]!);
    const dialog = await findOpenDialog('alertdialog', 'Hocanın profiline gitmek ister misiniz?');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    // Closed (jsdom runs no exit animation, so the closed dialog may linger in the DOM, hidden).
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    expect(router.state.location.pathname).toBe('/chat');

    await user.click(avatars[0]!);
    await user.click(await screen.findByRole('button', { name: 'Profile git' }));
    // The teacher of the room: the receiver of her own message is the student herself, so the teacher id wins.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/id/${DEMO_TEACHER.id}`));
  });

  it("starts a new conversation from ?receiverUsername=: 'Henüz mesaj yok.' until the first message", async () => {
    signIn('student');
    const db = await getDb();
    const stranger = db.users
      .findMany((q) => q.where({ role: 'ROLE_TEACHER' }))
      .find(
        (teacher) =>
          !db.chatRooms
            .findMany((q) => q.where({ type: 'PRIVATE' }))
            .some(
              (room) =>
                db.chatMembers.findFirst((q) => q.where({ chatRoomId: room.id, userId: teacher.id })) &&
                db.chatMembers.findFirst((q) => q.where({ chatRoomId: room.id, userId: DEMO_STUDENT.id })),
            ),
      )!;
    const name = `${stranger.name} ${stranger.surname}`;
    const { user } = await openChat(`/chat?receiverUsername=${stranger.username}`);
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('Henüz mesaj yok.')).toBeInTheDocument();
    await user.type(input(), 'Merhaba, ders almak istiyorum{Enter}');
    // The server made the room; it is in the list now and open, with the message once.
    const rooms = screen.getByRole('list', { name: 'Mesajlaşmalar' });
    expect(
      await within(rooms).findByRole('button', { name: new RegExp(name), current: true }),
    ).toBeInTheDocument();
    const log = await messageLog(name);
    expect(await within(log).findByText('Merhaba, ders almak istiyorum')).toBeInTheDocument();
    expect(within(log).getAllByText('Merhaba, ders almak istiyorum')).toHaveLength(1);
    expect(input()).toBeEnabled();
  });

  it('opens the existing private room for ?receiverUsername= instead of starting another', async () => {
    signIn('student');
    await openChat(`/chat?receiverUsername=${DEMO_TEACHER.username}`);
    const log = await messageLog(TEACHER_NAME);
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(findUserByUsername(await getDb(), DEMO_TEACHER.username)).toBeTruthy();
  });

  it('keeps what is typed as the room’s draft when the screen goes, and forgets it once sent', async () => {
    signIn('student');
    const { user, router } = await openChat('/chat', { openChatRoomId: DEMO_ROOM });
    await messageLog(TEACHER_NAME);
    await user.type(input(), 'Yarım kalan');
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/chat', { state: { openChatRoomId: DEMO_ROOM } }));
    await messageLog(TEACHER_NAME);
    expect(input()).toHaveValue('Yarım kalan');

    await user.type(input(), ' mesaj{Enter}');
    expect(input()).toHaveValue('');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('draft:chat-'))).toEqual([]);
  });

  it("says 'Bu kullanıcı bulunamadı.' for a person who does not exist, without a composer", async () => {
    signIn('student');
    const { user, router } = await openChat('/chat?receiverUsername=kimsebudegil');
    expect(await screen.findByText('Bu kullanıcı bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mesaj' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sohbetlere dön' }));
    expect(await screen.findByText('Sohbet başlatmak için soldan bir kişi seçin')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("says 'Bu sohbete erişiminiz yok.' for a room the server refuses, without a composer", async () => {
    signIn('student');
    const db = await getDb();
    const foreign = db.chatRooms.findFirst((q) =>
      q.where({
        id: (id) => !db.chatMembers.findFirst((m) => m.where({ chatRoomId: id, userId: DEMO_STUDENT.id })),
      }),
    )!;
    const requests = recordRequests();
    await openChat('/chat', { openChatRoomId: foreign.id });
    expect(await screen.findByText('Bu sohbete erişiminiz yok.')).toBeInTheDocument();
    expect(screen.queryByText('Henüz mesaj yok.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mesaj' })).not.toBeInTheDocument();
    expect(requests).toContain(`GET /v1/chat/history/${foreign.id}`);
  });
});
