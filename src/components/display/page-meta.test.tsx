/* eslint-disable testing-library/no-node-access -- the document head has no roles; its tags are read directly */
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render';
import { PageMeta } from './page-meta';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  it('hoists title, description, canonical and the sharing tags of a public page into <head>', async () => {
    renderWithProviders(
      <PageMeta
        page="Eğitmenler"
        description="Uzman eğitmenler"
        canonical="https://ozelders.example/teachers"
        image="https://cdn.example/photo.jpg"
        type="profile"
      />,
    );
    await waitFor(() => expect(document.title).toBe('Eğitmenler · Özel Ders'));
    expect(content('meta[name="description"]')).toBe('Uzman eğitmenler');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://ozelders.example/teachers',
    );
    expect(content('meta[property="og:title"]')).toBe('Eğitmenler · Özel Ders');
    expect(content('meta[property="og:description"]')).toBe('Uzman eğitmenler');
    expect(content('meta[property="og:url"]')).toBe('https://ozelders.example/teachers');
    expect(content('meta[property="og:type"]')).toBe('profile');
    expect(content('meta[property="og:locale"]')).toBe('tr_TR');
    expect(content('meta[property="og:image"]')).toBe('https://cdn.example/photo.jpg');
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(content('meta[name="twitter:image"]')).toBe('https://cdn.example/photo.jpg');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("falls back to the site's description and picture, made absolute on this origin", async () => {
    renderWithProviders(<PageMeta title="Özel Ders" canonical="http://localhost:3000/" image={null} />);
    await waitFor(() =>
      expect(content('meta[property="og:image"]')).toBe('http://localhost:3000/og-default.png'),
    );
    expect(content('meta[name="description"]')).toMatch(/birebir özel ders/);
  });

  it('gives a page without a canonical only its title, and keeps a private page out of search results', async () => {
    renderWithProviders(<PageMeta page="Ayarlar" noIndex />);
    await waitFor(() => expect(document.title).toBe('Ayarlar · Özel Ders'));
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });
});
