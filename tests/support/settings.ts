import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn } from '../render';

/**
 * Signs in as the seeded teacher or student and renders /settings until its heading shows; with `untilForm` it
 * also waits for the profile form, which appears once GET /v1/user/me has answered. `analyticsConsent` as in
 * renderApp (decided by default).
 */
export async function openSettings(
  who: 'teacher' | 'student',
  { untilForm = false, analyticsConsent }: { untilForm?: boolean; analyticsConsent?: boolean | null } = {},
) {
  const user = userEvent.setup();
  signIn(who);
  const app = renderApp({ route: '/settings', realtime: false, analyticsConsent });
  await screen.findByRole('heading', { level: 1, name: 'Ayarlar' });
  if (untilForm) await screen.findByRole('textbox', { name: /^İsim/ });
  return { user, ...app };
}
