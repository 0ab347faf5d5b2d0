import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_CONSENT_KEY, pageViewLog } from '../../src/lib/analytics';
import { HOME_H1, renderApp } from '../render';

const BANNER = 'Çerez tercihleriniz';
const banner = () => screen.findByRole('region', { name: BANNER });
const noBanner = () =>
  waitFor(() => expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument());
const paths = () => pageViewLog.entries().map((view) => view.path);

// The whole app (lazy banner, MSW, the db): generous limits for a busy CI machine.
describe('analytics consent banner', { timeout: 30_000 }, () => {
  it('asks an undecided visitor, with both answers alike and a link to the privacy policy', async () => {
    renderApp({ route: '/teachers', realtime: false, analyticsConsent: null });
    const region = await banner();
    expect(region).toHaveTextContent('ziyaret ettiğiniz sayfalar');
    expect(region).toHaveTextContent('performans ölçümleri');
    const [decline, accept] = within(region).getAllByRole('button');
    expect(decline).toHaveAccessibleName('Reddet');
    expect(accept).toHaveAccessibleName('Kabul et');
    // Equally easy: the same element, classes and all (size, variant, weight), nothing pre-selected.
    expect(decline?.className).toBe(accept?.className);
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Gizlilik Politikası/ })).toHaveAttribute(
      'href',
      '/privacy#cookies',
    );
    // Not a modal: the page stays usable and the focus stays where it was.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(region).not.toHaveFocus();
    for (const button of within(region).getAllByRole('button')) expect(button).not.toHaveFocus();
    expect(paths()).toEqual([]);
  });

  it('records no page view after "Reddet", remembers it, and counts the page the visitor is on after "Kabul et"', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/', realtime: false, analyticsConsent: null });
    await screen.findByRole('heading', { level: 1, name: HOME_H1 });
    await user.click(within(await banner()).getByRole('button', { name: 'Reddet' }));
    await noBanner();
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('false');
    // The pressed button went away with the banner: the focus goes to the page, not to nowhere.
    expect(screen.getByRole('main')).toHaveFocus();

    await router.navigate('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' });
    expect(paths()).toEqual([]);
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();

    // The footer brings the banner back, with the choice made, and the focus into it.
    const footerLink = screen.getByRole('button', { name: 'Çerez tercihleri' });
    await user.click(footerLink);
    const region = await banner();
    expect(region).toHaveTextContent('Şu anki tercihiniz: analitik verileri reddettiniz.');
    await waitFor(() => expect(region).toHaveFocus());
    await user.click(within(region).getByRole('button', { name: 'Kabul et' }));
    await noBanner();
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');
    expect(footerLink).toHaveFocus();
    expect(paths()).toEqual(['/faq']);

    await router.navigate('/help');
    await waitFor(() => expect(paths()).toEqual(['/faq', '/help']));
  });

  it('does not ask a visitor who has decided', async () => {
    renderApp({ route: '/', realtime: false, analyticsConsent: false });
    await screen.findByRole('heading', { level: 1, name: HOME_H1 });
    expect(screen.getByRole('button', { name: 'Çerez tercihleri' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: BANNER })).not.toBeInTheDocument();
  });
});
