import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetAnnouncementCountMockHandler } from '@/generated/api/dashboard/dashboard.msw';
import { STORAGE_KEYS } from '@/lib/api';
import { server } from '../../../../mocks/node';
import { renderWithProviders, signIn } from '../../../../tests/render';
import { Header } from './header';

const primaryNav = () => screen.getByRole('navigation', { name: 'Ana menü' });

describe('Header for a guest', () => {
  it("shows the bell's 'Lütfen giriş yapın' tooltip once the focus reaches it, and keeps the focus there", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { router: true });
    const toggle = screen.getByRole('button', { name: /moda geç$/ });
    toggle.focus();

    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lütfen giriş yapın');
    expect(screen.getByRole('button', { name: 'Lütfen giriş yapın' })).toHaveFocus();
  });

  it('shows the guest items and a disabled bell, but no user menu or message icon', async () => {
    server.use(getGetAnnouncementCountMockHandler({ success: true, data: 120 }));
    renderWithProviders(<Header />, { router: true });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Eğitmen Ol' })).toHaveAttribute('href', '/register?tab=teacher');
    expect(screen.getByRole('button', { name: 'Lütfen giriş yapın' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('button', { name: /^Mesajlar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bildirimler/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Çıkış Yap')).not.toBeInTheDocument();

    expect(within(primaryNav()).getByRole('link', { name: /Eğitmenler/ })).toHaveAttribute(
      'href',
      '/teachers',
    );
    const courses = within(primaryNav()).getByRole('link', { name: /Kurslar/ });
    expect(courses).toHaveAttribute('href', '/courses');
    expect(await within(courses).findByText('120+')).toBeInTheDocument();
  });

  it('shows an empty Courses badge when the count cannot be loaded', async () => {
    let answered = false;
    server.use(
      getGetAnnouncementCountMockHandler(() => {
        answered = true;
        return { success: false, message: 'hata', data: 0 };
      }),
    );
    renderWithProviders(<Header />, { router: true });
    await waitFor(() => expect(answered).toBe(true));
    const courses = within(primaryNav()).getByRole('link', { name: /Kurslar/ });
    expect(courses).toHaveAccessibleName('Kurslar');
    expect(within(courses).queryByText(/\+$/)).not.toBeInTheDocument();
  });

  it('switches to the signed-in items at once when another tab signs in', async () => {
    renderWithProviders(<Header />, { router: true });
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    // Another tab writes storage without this tab's own change event; the browser then fires `storage`.
    // Signing in stores a token and a user (a user alone would be a session to renew, not a signed-in one).
    const user = { id: 1, username: 'ayse', role: 'ROLE_STUDENT', profileImageUrl: null };
    localStorage.setItem(
      STORAGE_KEYS.auth,
      JSON.stringify({ state: { accessToken: 'token-1' }, version: 0 }),
    );
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
    expect(await screen.findByRole('button', { name: /ayse/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });
});

describe('Header for a signed-in user', () => {
  it.each([
    ['ROLE_TEACHER', 'Eğitmen', '/teacher-dashboard'],
    ['ROLE_STUDENT', 'Öğrenci', '/student-dashboard'],
    ['ROLE_ADMIN', 'Öğrenci', '/dashboard'],
  ])('labels %s as %s and links Dashboard to %s', async (role, label, dashboard) => {
    signIn({ id: 7, username: 'mehmet', role });
    const user = userEvent.setup();
    renderWithProviders(<Header />, { router: true });

    // The menu and the bell arrive with chunks of their own (a busy machine may not have them at first render).
    const trigger = await screen.findByRole('button', { name: `mehmet ${label}` });
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Eğitmen Ol' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lütfen giriş yapın' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Bildirimler/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Mesajlar/ })).toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profilim' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', dashboard);
    expect(within(menu).getByRole('menuitem', { name: 'Ayarlar' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Çıkış Yap' })).toBeInTheDocument();
  });

  it('shows the initial in Turkish capitals when there is no profile picture', () => {
    signIn({ id: 7, username: 'ilker', role: 'ROLE_STUDENT' });
    renderWithProviders(<Header />, { router: true });
    expect(screen.getByRole('button', { name: /ilker/ })).toHaveTextContent(/^İilker/);
  });
});

describe('Dark mode toggle', () => {
  it('switches the mode and its label between the dark-mode and light-mode wording', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { router: true });
    await user.click(screen.getByRole('button', { name: 'Karanlık moda geç' }));
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Aydınlık moda geç' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('false');
  });
});

describe('Header shadow', () => {
  it('appears after more than 10 px of scroll', async () => {
    renderWithProviders(<Header />, { router: true });
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');

    window.scrollY = 11;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled'));

    window.scrollY = 10;
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(header).not.toHaveAttribute('data-scrolled'));
  });
});
