import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../../../tests/render';
import { getGetChatsMockHandler, getMarkChatReadMockHandler } from '@/generated/api/chat/chat.msw';
import type { ChatRoomListResponseData, ChatRoomSummary } from '@/generated/api/model';
import { useRealtimeSubscription } from '@/lib/realtime';
import { server } from '../../../../mocks/node';
import { failingMarkRead, openDropdown } from '../../../../tests/support/dropdown';
import { pushFromSocket } from '../../../../tests/support/socket';
import { MessageDropdown } from './message-dropdown';
import { failOperation } from '../../../../tests/support/operations';

vi.mock('@/lib/realtime', () => ({ useRealtimeSubscription: vi.fn() }));

const room = (chatRoomId: number, unreadCount = 0): ChatRoomSummary => ({
  chatRoomId,
  displayName: `Kişi ${chatRoomId}`,
  lastMessage: 'Merhaba',
  unreadCount,
  chatRoomType: 'PRIVATE',
});

const answer = (data: ChatRoomListResponseData) => getGetChatsMockHandler({ success: true, data });

const openPanel = () => openDropdown('Mesajlar');

describe('MessageDropdown', () => {
  beforeEach(() => {
    signIn({ id: 4, username: 'can', role: 'ROLE_TEACHER' });
  });

  it('shows at most 5 rooms, the unread sum, and the see-all link when there are more', async () => {
    server.use(answer([room(1, 2), room(2), room(3, 1), room(4), room(5), room(6, 4)]));
    renderWithProviders(<MessageDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Mesajlar, 7 okunmamış' })).toBeInTheDocument();
    const { panel } = await openPanel();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).getByRole('link', { name: 'Tüm mesajları gör' })).toHaveAttribute('href', '/chat');
  });

  it('reads the nested { data } shape and has no see-all link for 5 rooms or fewer', async () => {
    server.use(answer({ data: [room(1), room(2), room(3), room(4), room(5)] }));
    renderWithProviders(<MessageDropdown />, { router: true });
    const { panel } = await openPanel();
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).queryByRole('link', { name: 'Tüm mesajları gör' })).not.toBeInTheDocument();
  });

  it('says there are no messages when the list is empty', async () => {
    server.use(answer([]));
    renderWithProviders(<MessageDropdown />, { router: true });
    const { panel } = await openPanel();
    expect(await within(panel).findByText('Hiç mesaj yok.')).toBeInTheDocument();
  });

  it('says the rooms did not load (not that there are none) when the load fails', async () => {
    server.use(failOperation('getChats', { status: 500, body: { message: 'x' } }));
    renderWithProviders(<MessageDropdown />, { router: true });
    const { panel } = await openPanel();
    expect(await within(panel).findByText('Mesajlar yüklenemedi.')).toBeInTheDocument();
    expect(within(panel).queryByText('Hiç mesaj yok.')).not.toBeInTheDocument();
  });

  it('opening a room clears its unread count, marks it read and opens it in /chat', async () => {
    const readCalls: string[] = [];
    // The server's rooms: once marked read, the list fetched after the mark-read says so too.
    let rooms = [room(11, 3), room(12, 1)];
    server.use(
      getGetChatsMockHandler(() => ({ success: true, data: rooms })),
      getMarkChatReadMockHandler(({ params }) => {
        readCalls.push(String(params.chatRoomId));
        rooms = rooms.map((r) => (String(r.chatRoomId) === params.chatRoomId ? { ...r, unreadCount: 0 } : r));
        return { success: true };
      }),
    );
    renderWithProviders(<MessageDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Mesajlar, 4 okunmamış' })).toBeInTheDocument();
    const { user, panel } = await openPanel();

    await user.click(within(panel).getByRole('button', { name: /Kişi 11/ }));

    await waitFor(() => expect(readCalls).toEqual(['11']));
    const location = screen.getByRole('status', { name: 'location' });
    expect(location).toHaveTextContent(/^\/chat$/);
    expect(location).toHaveAttribute('data-state', JSON.stringify({ openChatRoomId: 11 }));
    expect(await screen.findByRole('button', { name: 'Mesajlar, 1 okunmamış' })).toBeInTheDocument();
  });

  it('puts the unread count back when marking the room read fails', async () => {
    const markRead = failingMarkRead({ success: true, data: [room(11, 3), room(12, 1)] });
    server.use(getGetChatsMockHandler(markRead.list), getMarkChatReadMockHandler(markRead.markRead));
    renderWithProviders(<MessageDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Mesajlar, 4 okunmamış' })).toBeInTheDocument();
    const { user, panel } = await openPanel();

    await user.click(within(panel).getByRole('button', { name: /Kişi 11/ }));
    expect(await screen.findByRole('button', { name: 'Mesajlar, 1 okunmamış' })).toBeInTheDocument();

    markRead.failMarkRead();
    expect(await screen.findByRole('button', { name: 'Mesajlar, 4 okunmamış' })).toBeInTheDocument();
    markRead.releaseLists();
  });

  it('a CHAT notification from the socket refetches the rooms and shows a dot until the panel opens', async () => {
    let rooms = [room(12, 1)];
    server.use(getGetChatsMockHandler(() => ({ success: true, data: rooms })));
    renderWithProviders(<MessageDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Mesajlar, 1 okunmamış' })).toBeInTheDocument();
    expect(vi.mocked(useRealtimeSubscription)).toHaveBeenCalledWith(
      'notifications',
      { userId: 4 },
      expect.any(Function),
    );

    pushFromSocket('notifications', { id: 1, type: 'SYSTEM', title: 'Duyuru', read: false });
    expect(screen.getByRole('button', { name: 'Mesajlar, 1 okunmamış' })).toBeInTheDocument();

    rooms = [room(11, 2), room(12, 1)];
    pushFromSocket('notifications', { id: 2, type: 'CHAT', title: 'Mesaj geldi', read: false });
    expect(
      await screen.findByRole('button', { name: 'Mesajlar, 3 okunmamış, yeni mesaj var' }),
    ).toBeInTheDocument();

    await openPanel();
    expect(screen.getByRole('button', { name: 'Mesajlar, 3 okunmamış' })).toBeInTheDocument();
  });
});
