import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STUDENT, getDb } from '../../mocks/db';
import { notificationsOf } from '../../mocks/db/services/notifications';
import { deliverEvent, liveSessions, notificationsTopic } from '../../mocks/realtime';
import { setScenario } from '../../mocks/scenarios/testing';
import { disconnectRealtime } from '../../src/lib/realtime';
import { renderApp, signIn } from '../render';

/*
 * Frames through the real STOMP client (src/lib/realtime, not mocked), inside the whole app, from the in-process
 * mock broker: what the socket client accepts or drops is decided by the contract's generated schema alone.
 */

afterEach(async () => {
  await disconnectRealtime();
  vi.restoreAllMocks();
});

const TOPIC = notificationsTopic(DEMO_STUDENT.id);

/** The app's client is connected and subscribed to the student's notification topic. */
async function subscribed(): Promise<void> {
  await vi.waitFor(
    () =>
      expect(liveSessions().some((session) => [...session.subscriptions.values()].includes(TOPIC))).toBe(
        true,
      ),
    { timeout: 10_000 },
  );
}

const bellButton = () => screen.findByRole('button', { name: /^Bildirimler/ });
describe('notification frames through the real client', () => {
  it('shows a frame without `read` (and a date-time without offset) in the bell as unread', async () => {
    const unreadBefore = notificationsOf(await getDb(), DEMO_STUDENT.id).filter(
      (record) => !record.read && record.type !== 'CHAT',
    ).length;
    expect(unreadBefore).toBeGreaterThan(0);
    signIn('student');
    renderApp({ route: '/' });
    // The bell's list has loaded (its count is the seed's) before the frame comes.
    await screen.findByRole('button', { name: `Bildirimler, ${unreadBefore} okunmamış` });
    await subscribed();

    // The shape a Java server may send: no `read`, a LocalDateTime without offset.
    const delivered = deliverEvent({
      kind: 'notification',
      userId: DEMO_STUDENT.id,
      notification: {
        id: 987_654,
        type: 'LESSON_REQUEST',
        title: 'Çerçeveden gelen talep',
        content: 'Zeynep Çelik talebinizi onayladı.',
        createdAt: '2026-11-23T10:05:00',
        relatedId: 44,
      },
    });
    expect(delivered).toBeGreaterThan(0);

    const bell = await screen.findByRole('button', {
      name: `Bildirimler, ${unreadBefore + 1} okunmamış`,
    });
    await userEvent.setup().click(bell);
    // The row is one button; its name holds the title and the hidden 'Okunmadı' of an unread row.
    expect(
      await screen.findByRole('button', { name: /Çerçeveden gelen talep.*Okunmadı/ }),
    ).toBeInTheDocument();
  });
});

describe('garbage frames', () => {
  it('drops a frame that is not JSON and one that breaks the contract, with a warning, and the app stays up', async () => {
    await setScenario('socket-garbage');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('student');
    renderApp({ route: '/' });
    const bell = await bellButton();

    const warned = () => warn.mock.calls.map(([message]) => String(message));
    await waitFor(
      () =>
        expect(warned()).toEqual(
          expect.arrayContaining([
            `[realtime] ignored a message on ${TOPIC} that is not JSON`,
            `[realtime] ignored a message on ${TOPIC} that does not match the contract`,
          ]),
        ),
      { timeout: 10_000 },
    );
    expect(screen.queryByText('Bir şeyler ters gitti')).not.toBeInTheDocument();
    expect(screen.queryByText('Sayfa yüklenemedi')).not.toBeInTheDocument();
    expect(bell).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bell.getAttribute('aria-label') ?? '' })).toBe(bell);
  });
});
