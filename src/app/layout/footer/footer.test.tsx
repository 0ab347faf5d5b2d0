import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render';
import { Footer, SOCIAL_PROFILE_URL } from './footer';

describe('Footer', () => {
  it('is the contentinfo landmark with the site links, the social link and the year', () => {
    renderWithProviders(<Footer />, { router: true });
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Site bağlantıları' });

    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/about',
      '/courses',
      '/teachers',
      '/contact',
      '/faq',
      '/help',
      '/privacy',
      '/terms',
    ]);
    expect(within(nav).getByRole('link', { name: 'Kullanım Şartları' })).toHaveAttribute('href', '/terms');
    // The consent choice is changed from here: a button (it opens the banner), not a link.
    expect(within(nav).getByRole('button', { name: 'Çerez tercihleri' })).toHaveAttribute('type', 'button');

    const social = within(footer).getByRole('link', { name: /Instagram/ });
    expect(social).toHaveAttribute('href', SOCIAL_PROFILE_URL);
    expect(social).toHaveAttribute('target', '_blank');
    expect(social.getAttribute('rel')).toContain('noopener');

    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });
});
