import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { renderWithProviders, signIn } from '../../../../tests/render';
import { Header } from './header';

let navigateFromOutside: NavigateFunction | null = null;
function NavigationHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateFromOutside = navigate;
  }, [navigate]);
  return null;
}

async function openMenu() {
  // Chakra makes the page behind a modal drawer inert with pointer-events: none; outside clicks still count.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  renderWithProviders(
    <>
      <Header />
      <NavigationHandle />
    </>,
    { router: true },
  );
  // jsdom applies every media rule whatever the width, so it sees the desktop layout with the hamburger
  // hidden (and nameless to role queries); a phone shows it.
  await user.click(screen.getByLabelText('Menüyü aç'));
  const drawer = await screen.findByRole('dialog', { name: 'Menü' });
  expect(screen.getByLabelText('Menüyü aç')).toHaveAttribute('aria-expanded', 'true');
  return { user, drawer };
}

// jsdom never ends the exit animation, so the closing drawer stays mounted; the trigger says it is closed.
const expectClosed = () =>
  expect(screen.getByLabelText('Menüyü aç')).toHaveAttribute('aria-expanded', 'false');

const location = () => screen.getByRole('status', { name: 'location', hidden: true });

describe('Mobile menu', () => {
  it('offers the nav links and the guest items, and closes when one is chosen', async () => {
    const { user, drawer } = await openMenu();
    expect(within(drawer).getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Eğitmen Ol' })).toHaveAttribute(
      'href',
      '/register?tab=teacher',
    );

    await user.click(within(drawer).getByRole('link', { name: /Eğitmenler/ }));
    await waitFor(() => expectClosed());
    expect(location()).toHaveTextContent('/teachers');
  });

  it('shows the user items when signed in', async () => {
    signIn({ id: 3, username: 'ali', role: 'ROLE_TEACHER' });
    const { drawer } = await openMenu();
    expect(within(drawer).getByText('Eğitmen')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/teacher-dashboard',
    );
    expect(within(drawer).getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });

  it('closes on a route change from elsewhere', async () => {
    await openMenu();
    act(() => {
      void navigateFromOutside?.('/courses');
    });
    await waitFor(() => expectClosed());
  });

  it('closes on an outside click', async () => {
    const { user, drawer } = await openMenu();
    // The drawer starts listening for outside clicks a frame after it opens, as it moves focus inside.
    // Focus lands somewhere inside the drawer; no role or name says where, so the test asks the document.
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement | null));
    // On a loaded machine that frame can come late: click outside again until the drawer has noticed.
    await waitFor(async () => {
      await user.click(document.body);
      expectClosed();
    });
  });

  it('closes with its close button', async () => {
    const { user, drawer } = await openMenu();
    await user.click(within(drawer).getByRole('button', { name: 'Menüyü kapat' }));
    await waitFor(() => expectClosed());
  });
});
