import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetChatsMockHandler } from '@/generated/api/chat/chat.msw';
import { getGetNotificationsMockHandler } from '@/generated/api/notifications/notifications.msw';
import { useRealtimeSubscription } from '@/lib/realtime';
import { server } from '../../../../mocks/node';
import { renderWithProviders, signIn } from '../../../../tests/render';
import { SignedInIcons } from './signed-in-icons';

vi.mock('@/lib/realtime', () => ({ useRealtimeSubscription: vi.fn() }));

describe('SignedInIcons', () => {
  it('raises a dot on the message icon for a CHAT notification and clears it when messages open', async () => {
    signIn({ id: 5, username: 'ece', role: 'ROLE_STUDENT' });
    server.use(
      getGetNotificationsMockHandler({ success: true, data: [] }),
      getGetChatsMockHandler({ success: true, data: [] }),
    );
    renderWithProviders(<SignedInIcons />, { router: true });
    expect(await screen.findByRole('button', { name: 'Mesajlar' })).toBeInTheDocument();

    const handler = vi.mocked(useRealtimeSubscription).mock.calls.at(-1)?.[2] as (payload: unknown) => void;
    act(() => handler({ id: 77, type: 'CHAT', title: 'Yeni mesaj', read: false }));

    const messages = await screen.findByRole('button', { name: 'Mesajlar, yeni mesaj var' });
    // The bell leaves CHAT notifications out.
    expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument();

    await userEvent.setup().click(messages);
    expect(await screen.findByRole('button', { name: 'Mesajlar' })).toBeInTheDocument();
  });
});
