import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../../../tests/render';
import type { Notification } from '@/generated/api/model';
import {
  getGetNotificationsMockHandler,
  getMarkNotificationReadMockHandler,
} from '@/generated/api/notifications/notifications.msw';
import { useRealtimeSubscription } from '@/lib/realtime';
import { server } from '../../../../mocks/node';
import { deferred } from '../../../../tests/support/deferred';
import { answerOperation, failOperation } from '../../../../tests/support/operations';
import { failingMarkRead, openDropdown } from '../../../../tests/support/dropdown';
import { pushFromSocket } from '../../../../tests/support/socket';
import { NotificationDropdown } from './notification-dropdown';

vi.mock('@/lib/realtime', () => ({ useRealtimeSubscription: vi.fn() }));

const make = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'SYSTEM',
  title: `Duyuru ${id}`,
  content: null,
  read: false,
  relatedId: null,
  ...overrides,
});

const answer = (data: unknown[]) =>
  getGetNotificationsMockHandler({ success: true, data: data as Notification[] });

const openPanel = () => openDropdown('Bildirimler');

describe('NotificationDropdown', () => {
  beforeEach(() => {
    signIn({ id: 9, username: 'deniz', role: 'ROLE_STUDENT' });
  });

  it('shows at most 7 items, leaves CHAT ones out and skips junk', async () => {
    server.use(
      answer([
        { id: 'junk' },
        make(100, { type: 'CHAT', title: 'Yeni mesaj' }),
        ...Array.from({ length: 9 }, (_, i) => make(i + 1)),
      ]),
    );
    renderWithProviders(<NotificationDropdown />, { router: true });
    const { panel } = await openPanel();
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(7);
    expect(within(panel).queryByText('Yeni mesaj')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Tüm bildirimleri gör' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('says 99+ above 99 unread', async () => {
    server.use(answer(Array.from({ length: 120 }, (_, i) => make(i + 1))));
    renderWithProviders(<NotificationDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 99+ okunmamış' })).toHaveTextContent(
      '99+',
    );
  });

  it('shows the loading text, then the empty text', async () => {
    const answered = deferred();
    server.use(
      getGetNotificationsMockHandler(async () => {
        await answered.promise;
        return { success: true, data: [] };
      }),
    );
    renderWithProviders(<NotificationDropdown />, { router: true });
    const { panel } = await openPanel();
    expect(within(panel).getByText('Yükleniyor...')).toBeInTheDocument();
    answered.resolve();
    expect(await within(panel).findByText('Hiç bildirimin yok!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();
  });

  it.each([
    ['fails', failOperation('getNotifications', { status: 500 })],
    ['answers data: null', answerOperation('getNotifications', { success: true, data: null })],
  ])('says the list did not load when it %s, and loads it on retry', async (_how, failure) => {
    server.use(failure);
    renderWithProviders(<NotificationDropdown />, { router: true });
    const { user, panel } = await openPanel();
    expect(await within(panel).findByText('Bildirimler yüklenemedi.')).toBeInTheDocument();
    expect(within(panel).queryByText('Hiç bildirimin yok!')).not.toBeInTheDocument();

    server.use(answer([make(1)]));
    await user.click(within(panel).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await within(panel).findByText('Duyuru 1')).toBeInTheDocument();
  });

  it('marks an unread lesson request read and opens it', async () => {
    const readCalls: string[] = [];
    // The server's list: once marked read, the list fetched after the mark-read says so too.
    let list = [make(5, { type: 'LESSON_REQUEST', title: 'Yeni ders talebi', relatedId: 55 }), make(6)];
    server.use(
      getGetNotificationsMockHandler(() => ({ success: true, data: list })),
      getMarkNotificationReadMockHandler(({ params }) => {
        readCalls.push(String(params.id));
        list = list.map((item) => (String(item.id) === params.id ? { ...item, read: true } : item));
        return { success: true };
      }),
    );
    renderWithProviders(<NotificationDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    const { user, panel } = await openPanel();

    await user.click(within(panel).getByRole('button', { name: /Yeni ders talebi/ }));

    await waitFor(() => expect(readCalls).toEqual(['5']));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/lesson-requests/55');
    expect(screen.getByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeInTheDocument();
  });

  it('shows the item unread again when marking it read fails', async () => {
    const markRead = failingMarkRead({ success: true, data: [make(5), make(6)] });
    server.use(
      getGetNotificationsMockHandler(markRead.list),
      getMarkNotificationReadMockHandler(markRead.markRead),
    );
    renderWithProviders(<NotificationDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    const { user, panel } = await openPanel();

    await user.click(within(panel).getByRole('button', { name: /Duyuru 5/ }));
    expect(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeInTheDocument();

    markRead.failMarkRead();
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    markRead.releaseLists();
  });

  it('puts a socket notification first, once, and leaves CHAT ones to the message icon', async () => {
    server.use(answer([make(1, { title: 'Eski' })]));
    renderWithProviders(<NotificationDropdown />, { router: true });
    expect(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toBeInTheDocument();
    expect(vi.mocked(useRealtimeSubscription)).toHaveBeenCalledWith(
      'notifications',
      { userId: 9 },
      expect.any(Function),
    );

    pushFromSocket('notifications', make(2, { title: 'Yeni' }));
    pushFromSocket('notifications', make(2, { title: 'Yeni' }));
    pushFromSocket('notifications', make(3, { type: 'CHAT', title: 'Mesaj geldi' }));

    // react-query tells its observers on the next tick.
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    const { panel } = await openPanel();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Yeni'),
      expect.stringContaining('Eski'),
    ]);
  });

  it('does not fetch without a token, logs why and says the list did not load', async () => {
    localStorage.removeItem('auth-storage');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fetched = false;
    server.use(
      getGetNotificationsMockHandler(() => {
        fetched = true;
        return { success: true, data: [] };
      }),
    );
    renderWithProviders(<NotificationDropdown />, { router: true });
    expect(warn).toHaveBeenCalledWith('Token yok, fetch yapılamaz!');
    const { panel } = await openPanel();
    // Never loaded is not "none".
    expect(within(panel).getByText('Bildirimler yüklenemedi.')).toBeInTheDocument();
    expect(fetched).toBe(false);
    expect(vi.mocked(useRealtimeSubscription)).toHaveBeenLastCalledWith(
      'notifications',
      null,
      expect.any(Function),
    );
  });
});
