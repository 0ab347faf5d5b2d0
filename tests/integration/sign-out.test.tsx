import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Header } from '@/app/layout/header/header';
import { renderWithProviders, signIn } from '../render';
import { getLogoutMockHandler } from '@/generated/api/auth/auth.msw';
import { server } from '../../mocks/node';
import { DEMO_TOKENS } from '../../mocks/db';
import { failOperation } from '../support/operations';

async function signOutThroughMenu() {
  const user = userEvent.setup();
  renderWithProviders(<Header />, { route: '/settings' });
  // The user menu's code loads after the header paints (a stand-in holds its place).
  await user.click(await screen.findByRole('button', { name: /^selin/ }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getAllByRole('menuitem').at(-1)).toHaveAccessibleName('Çıkış Yap');
  // By keyboard: jsdom delivers a click's pointer events too quickly for the menu to see which item was
  // pressed, which a browser never does; End + Enter also shows the menu works without a mouse. The menu
  // takes keys once its machine has settled after opening, which in jsdom can be a moment after it shows.
  const signOutItem = within(menu).getByRole('menuitem', { name: 'Çıkış Yap' });
  await waitFor(async () => {
    await user.keyboard('{End}');
    expect(signOutItem).toHaveAttribute('data-highlighted');
  });
  await user.keyboard('{Enter}');
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('useSignOut', () => {
  it('tells the server, forgets the stored user but not the token, and goes to /login', async () => {
    signIn({ id: 42, username: 'selin', role: 'ROLE_STUDENT' }, DEMO_TOKENS.student2);
    const calls: string[] = [];
    server.use(
      getLogoutMockHandler(({ request }) => {
        calls.push(request.url);
        return { success: true };
      }),
    );

    await signOutThroughMenu();

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0] ?? '');
    expect(url.pathname).toBe('/v1/auth/logout/42');
    expect(url.searchParams.get('token')).toBe('');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('auth-storage')).toContain(DEMO_TOKENS.student2);
    // The header switched to the guest items at once.
    expect(await screen.findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
  });

  it('still signs out and lands on /login when the server fails', async () => {
    signIn({ id: 42, username: 'selin', role: 'ROLE_STUDENT' });
    server.use(failOperation('logout', { status: 500, body: { message: 'boom' } }));

    await signOutThroughMenu();

    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
