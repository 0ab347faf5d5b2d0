import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '../../src/generated/api/model';
import { getGetNotificationsMockHandler } from '../../src/generated/api/notifications/notifications.msw';
import { disconnectRealtime } from '../../src/lib/realtime';
import { DEMO_STUDENT, DEMO_TEACHER, getDb, notify, type NotificationRecord } from '../../mocks/db';
import { notificationsOf } from '../../mocks/db/services/notifications';
import { server } from '../../mocks/node';
import { renderApp, signIn, type TestAccount } from '../render';
import { deferred } from '../support/deferred';
import { makeNotification } from '../support/notifications';
import { answerOperation, failOperation, onOperation } from '../support/operations';
import { recordRequests } from '../support/record-requests';

/*
 * /notifications through the whole app: the seeded db's notifications of the signed-in user (a mix of read and
 * unread lesson requests, messages and notices), the MSW handlers, and the live socket to the mock broker.
 */

// The shell opens the real socket for a signed-in user; every test closes it again.
afterEach(async () => {
  await disconnectRealtime();
});

const seeded = async (account: TestAccount): Promise<NotificationRecord[]> =>
  notificationsOf(await getDb(), account === 'teacher' ? DEMO_TEACHER.id : DEMO_STUDENT.id);

async function openPage(account: TestAccount = 'student', route = '/notifications') {
  signIn(account);
  const result = renderApp({ route });
  // The first test of the file also waits for the lazy screen's first import, slow on a busy machine.
  const list = await screen.findByRole('list', { name: 'Bildirim listesi' });
  return { ...result, list, user: userEvent.setup() };
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const unreadBadges = (list: HTMLElement) => within(list).queryAllByText('Okunmadı', { selector: 'span' });

/** The row (link or button) whose accessible name holds this text. */
function row(list: HTMLElement, text: string): HTMLElement {
  const name = (accessibleName: string) => accessibleName.includes(text);
  const [found] = [
    ...within(list).queryAllByRole('link', { name }),
    ...within(list).queryAllByRole('button', { name }),
  ];
  if (!found) throw new Error(`no row with ${text}`);
  return found;
}

/** A hand-made notification, one minute older than the one before it. */
const make = (id: number, overrides: Partial<Notification> = {}): Notification =>
  makeNotification(id, {
    createdAt: new Date(Date.UTC(2026, 10, 20) - id * 60_000).toISOString(),
    ...overrides,
  });

describe('the full list', () => {
  it('shows every notification newest first, with its type, a relative time and unread ones marked in words', async () => {
    const { list } = await openPage();
    const records = await seeded('student');
    expect(new Set(records.map((record) => record.type))).toEqual(
      new Set(['SYSTEM', 'CHAT', 'LESSON_REQUEST']),
    );
    expect(records.some((record) => record.read) && records.some((record) => !record.read)).toBe(true);

    const items = within(list).getAllByRole('listitem');
    // A window of the list: the first rows, in the db's newest-first order.
    expect(items[0]).toHaveTextContent(records[0]!.title);
    expect(items[1]).toHaveTextContent(records[1]!.content!);
    expect(items[0]).toHaveAttribute('aria-setsize', String(records.length));
    expect(within(items[0]!).getByText('Sistem:')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Mesaj:')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Okunmadı')).toBeInTheDocument();
    // The seed is dated from the seeding day (UTC), so the newest one reads 'N saat önce', 'dün', or, late in
    // the evening when Istanbul is already a day ahead, 'evvelsi gün' (or 'N gün önce').
    expect(within(items[0]!).getByText(/( önce|^dün|^evvelsi gün)$/)).toHaveAttribute(
      'dateTime',
      records[0]!.createdAt,
    );

    const tabs = screen.getByRole('tablist', { name: 'Gösterilen bildirimler' });
    const unread = records.filter((record) => !record.read).length;
    expect(within(tabs).getByRole('tab', { name: `Tümü ${records.length}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: `Okunmamış ${unread}` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bildirimler · Özel Ders'));
  });

  it('keeps the unread filter in the URL, so it is there again when the page is opened from it', async () => {
    const { list, user, router } = await openPage();
    const records = await seeded('student');
    const read = records.find((record) => record.read)!;
    expect(rowNames(list).some((text) => text?.includes(records[0]!.title))).toBe(true);

    await user.click(screen.getByRole('tab', { name: /^Okunmamış/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    const unread = records.filter((record) => !record.read);
    const unreadList = () => screen.getByRole('list', { name: 'Bildirim listesi' });
    await waitFor(() =>
      expect(within(unreadList()).getAllByRole('listitem')[0]).toHaveAttribute(
        'aria-setsize',
        String(unread.length),
      ),
    );
    expect(unreadBadges(unreadList())).toHaveLength(within(unreadList()).getAllByRole('listitem').length);
    expect(rowNames(unreadList()).some((text) => text?.includes(read.title))).toBe(false);

    await user.click(screen.getByRole('tab', { name: /^Tümü/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens on the unread filter when the URL asks for it', async () => {
    const { list } = await openPage('student', '/notifications?filter=unread');
    expect(screen.getByRole('tab', { name: /^Okunmamış/ })).toHaveAttribute('aria-selected', 'true');
    expect(unreadBadges(list)).toHaveLength(within(list).getAllByRole('listitem').length);
  });
});

describe('marking all read', () => {
  it('marks every unread one through its own call, at once on screen, and then has nothing left to mark', async () => {
    const requests = recordRequests();
    const { list, user } = await openPage();
    const unread = (await seeded('student')).filter((record) => !record.read);
    expect(unread.length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));

    await waitFor(() => expect(unreadBadges(list)).toHaveLength(0));
    expect(screen.getByRole('tab', { name: 'Okunmamış 0' })).toBeInTheDocument();
    expect(await screen.findByText('Tüm bildirimler okundu olarak işaretlendi.')).toBeInTheDocument();
    await waitFor(async () => expect((await seeded('student')).every((record) => record.read)).toBe(true));
    expect(requests.filter((request) => request.startsWith('PUT')).sort()).toEqual(
      unread.map((record) => `PUT /v1/notifications/${record.id}/read`).sort(),
    );
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: /^Okunmamış/ }));
    expect(await screen.findByText('Okunmamış bildiriminiz yok. Hepsini okudunuz.')).toBeInTheDocument();
  });

  it('puts the ones whose call failed back unread and says so', async () => {
    const { list, user } = await openPage();
    const unread = (await seeded('student')).filter((record) => !record.read);
    const failing = new Set(unread.slice(0, 2).map((record) => String(record.id)));
    const answers = deferred();
    // The list fetched again afterwards is held, so the unread ones can come back only from the page itself.
    const laterLists = deferred();
    server.use(
      onOperation('markNotificationRead', async ({ params }) => {
        await answers.promise;
        if (failing.has(String(params.id))) return new Response(null, { status: 500 });
        return undefined; // the others reach the mock backend
      }),
      onOperation('getNotifications', async () => {
        await laterLists.promise;
        return undefined;
      }),
    );
    const badgesBefore = unreadBadges(list).length;

    await user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    // Optimistic: every row reads as read while the calls are under way.
    await waitFor(() => expect(unreadBadges(list)).toHaveLength(0));
    answers.resolve();

    expect(
      await screen.findByText(
        '2 bildirim okundu olarak işaretlenemedi ve okunmamış kaldı. Lütfen tekrar deneyin.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Okunmamış 2' })).toBeInTheDocument();
    expect(unreadBadges(list).length).toBeGreaterThan(0);
    expect(unreadBadges(list).length).toBeLessThan(badgesBefore);
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeEnabled();
    laterLists.resolve();
  });

  it('is disabled when nothing is unread', async () => {
    server.use(getGetNotificationsMockHandler({ success: true, data: [make(1, { read: true })] }));
    await openPage();
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
  });
});

describe('opening a notification', () => {
  it('marks an unread lesson request read and opens /lesson-requests/{relatedId}', async () => {
    const requests = recordRequests();
    const { list, user, router } = await openPage('teacher');
    const request = (await seeded('teacher')).find(
      (record) => record.type === 'LESSON_REQUEST' && !record.read,
    )!;

    await user.click(row(list, request.content!));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/lesson-requests/${request.relatedId}`));
    await waitFor(() => expect(requests).toContain(`PUT /v1/notifications/${request.id}/read`));
  });

  it('opens the room of a chat notification with the room in the navigation state', async () => {
    const { list, user, router } = await openPage();
    const chat = (await seeded('student')).find((record) => record.type === 'CHAT' && !record.read)!;

    await user.click(row(list, chat.content!));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(router.state.location.state).toEqual({ openChatRoomId: chat.relatedId });
  });

  it('only marks a system notice read, on the page it is on', async () => {
    const { list, user, router } = await openPage();
    const notice = (await seeded('student')).find((record) => record.type === 'SYSTEM' && !record.read)!;
    const before = unreadBadges(list).length;

    await user.click(row(list, notice.title));

    await waitFor(() => expect(unreadBadges(list)).toHaveLength(before - 1));
    expect(router.state.location.pathname).toBe('/notifications');
    await waitFor(async () =>
      expect((await seeded('student')).find((record) => record.id === notice.id)?.read).toBe(true),
    );
  });
});

describe('states', () => {
  it('shows skeleton rows while the list loads', async () => {
    const answered = deferred();
    server.use(
      getGetNotificationsMockHandler(async () => {
        await answered.promise;
        return { success: true, data: [make(1)] };
      }),
    );
    signIn('student');
    renderApp({ route: '/notifications' });
    expect(await screen.findByRole('status', { name: 'Bildirimler yükleniyor...' })).toBeInTheDocument();
    answered.resolve();
    expect(await screen.findByRole('list', { name: 'Bildirim listesi' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Bildirimler yükleniyor...' })).not.toBeInTheDocument();
  });

  it('says there are none yet', async () => {
    server.use(getGetNotificationsMockHandler({ success: true, data: [] }));
    signIn('student');
    renderApp({ route: '/notifications' });
    expect(await screen.findByText('Henüz bildiriminiz yok.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();
  });

  it.each([
    ['fails', failOperation('getNotifications', { status: 500 }), 'Sunucu şu anda yanıt veremiyor.'],
    ['gives no answer', failOperation('getNotifications', 'network'), 'Sunucuya ulaşılamadı.'],
    [
      'answers data: null',
      answerOperation('getNotifications', { success: true, data: null }),
      'Sunucudan gelen yanıt okunamadı.',
    ],
  ])('says why the list did not load when it %s, and loads it on retry', async (_how, failure, reason) => {
    server.use(failure);
    signIn('student');
    renderApp({ route: '/notifications' });
    // The app asks once more after a 5xx or no answer (a second later) before it says so.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Bildirimler yüklenemedi.' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(reason);
    expect(screen.queryByText('Henüz bildiriminiz yok.')).not.toBeInTheDocument();

    server.resetHandlers();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('list', { name: 'Bildirim listesi' })).toBeInTheDocument();
  });
});

describe('live notifications', () => {
  it('puts a notification from the socket at the top, once, in the page and the bell alike', async () => {
    const { list } = await openPage();
    const unreadBefore = (await seeded('student')).filter((record) => !record.read).length;
    const bell = await screen.findByRole('button', { name: /^Bildirimler, \d+ okunmamış$/ });
    const bellCount = Number(/(\d+)/.exec(bell.getAttribute('aria-label') ?? '')?.[1]);
    const db = await getDb();

    // The mock broker pushes every stored notification to its user's topic, over the real client.
    const live = await act(() =>
      notify(db, {
        userId: DEMO_STUDENT.id,
        type: 'LESSON_REQUEST',
        title: 'Canlı ders talebi',
        content: 'Zeynep Çelik talebinizi onayladı.',
        relatedId: 44,
      }),
    );

    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Canlı ders talebi'),
    );
    expect(within(list).getAllByText('Canlı ders talebi')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: `Okunmamış ${unreadBefore + 1}` })).toBeInTheDocument();
    expect(
      within(within(list).getAllByRole('listitem')[0]!).getByText(/^(şimdi|\d+ saniye önce)$/),
    ).toHaveAttribute('dateTime', live.createdAt);
    expect(
      await screen.findByRole('button', { name: `Bildirimler, ${bellCount + 1} okunmamış` }),
    ).toBeInTheDocument();
  });
});

describe('long lists', () => {
  it('keeps fewer than 100 rows in the DOM for 2,000 notifications', async () => {
    server.use(
      getGetNotificationsMockHandler({
        success: true,
        data: Array.from({ length: 2000 }, (_, index) => make(index + 1, { read: index % 3 === 0 })),
      }),
    );
    const { list } = await openPage();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
    expect(screen.getByRole('tab', { name: 'Tümü 2000' })).toBeInTheDocument();
  });
});
