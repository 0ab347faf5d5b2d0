/* eslint-disable testing-library/no-node-access -- the document head has no roles; its tags are read directly */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Announcement, UserProfile } from '../../src/generated/api/model';
import { formatFee } from '../../src/utils/fee-text';
import { renderApp, signIn } from '../render';
import { askMockApi } from '../support/mock-api';

/*
 * What a search engine or a shared link sees of each public page, as rendered by the app (React hoists the
 * tags into <head>): title, description, canonical, Open Graph and Twitter card, from the page's own data.
 */

const ORIGIN = 'http://localhost:3000';
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
/** Every JSON-LD object the page holds (a block holds one object or a list), parsed as a crawler would. */
const structuredData = (): Record<string, unknown>[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>[],
  );
const ofType = (type: string) => structuredData().find((item) => item['@type'] === type);

describe('document metadata', { timeout: 30_000 }, () => {
  it("shares a teacher's profile with the name, the rating with one decimal and the photo", async () => {
    const profile = await askMockApi<UserProfile>('/v1/user/profile/username/zeynepcelik');
    // Reached by id: the canonical and og:url still name the one username address.
    renderApp({ route: `/profile/id/${profile.id}` });
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe('Zeynep Çelik · Özel Ders'));
    expect(document.title).toBe('Zeynep Çelik · Özel Ders');
    const rating = profile.averageRating!.toLocaleString('tr-TR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    expect(content('meta[property="og:description"]')).toContain(
      `★ ${rating} / 5 (${profile.totalReviews} değerlendirme)`,
    );
    expect(content('meta[name="description"]')).toMatch(/^Zeynep Çelik, Özel Ders'te eğitmen\./);
    // The app shows the photo at the address the API gives, resolved on this page: so does the shared link.
    expect(content('meta[property="og:image"]')).toBe(new URL(profile.profileImageUrl!, ORIGIN).href);
    expect(content('meta[property="og:type"]')).toBe('profile');
    expect(canonical()).toBe(`${ORIGIN}/profile/username/zeynepcelik`);
    expect(content('meta[property="og:url"]')).toBe(`${ORIGIN}/profile/username/zeynepcelik`);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('gives a teacher without a photo the default picture and says there are no reviews yet', async () => {
    renderApp({ route: '/profile/username/mehmetkaya' });
    await waitFor(() => expect(content('meta[property="og:image"]')).toBe(`${ORIGIN}/og-default.png`));
    expect(content('meta[property="og:description"]')).toContain('Henüz değerlendirme yok');
  });

  it("keeps one's own profile page unshared", async () => {
    signIn('teacher');
    renderApp({ route: '/profile' });
    await waitFor(() => expect(document.title).toBe('Profilim · Özel Ders'));
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it("shares a listing with its title, fee, teacher and the teacher's photo", async () => {
    const listing = await askMockApi<Announcement>('/v1/announcements/1');
    renderApp({ route: '/courses/1' });
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe(`${listing.title} · Özel Ders`));
    const description = content('meta[property="og:description"]') ?? '';
    expect(description).toContain(`Saatlik ücret: ${formatFee(listing.price)}`);
    expect(description).toContain(`Eğitmen: ${listing.teacherName} ${listing.teacherSurname}`);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(canonical()).toBe(`${ORIGIN}/courses/1`);
    expect(content('meta[property="og:image"]')).toBe(
      new URL(listing.teacherProfileImage ?? '/og-default.png', ORIGIN).href,
    );
  });

  it('gives the directory its own title, description and a canonical that keeps the page number only', async () => {
    renderApp({ route: '/teachers?page=2&q=fizik' });
    await screen.findByRole('heading', { level: 1, name: 'Uzman Eğitmenlerle Öğrenin' });
    // The search term is named too: a search is a view of the directory, with its own title.
    await waitFor(() => expect(document.title).toBe('Eğitmenler: Arama: fizik – Sayfa 2 · Özel Ders'));
    expect(content('meta[name="description"]')).toMatch(/uzman eğitmenleri/);
    expect(canonical()).toBe(`${ORIGIN}/teachers?page=2`);
  });

  it("describes a teacher's profile as a ProfilePage about a Person, with her rating and the trail to her", async () => {
    const profile = await askMockApi<UserProfile>('/v1/user/profile/username/zeynepcelik');
    renderApp({ route: '/profile/username/zeynepcelik' });
    await waitFor(() => expect(ofType('ProfilePage')).toBeDefined());
    expect(ofType('ProfilePage')).toMatchObject({
      '@context': 'https://schema.org',
      url: `${ORIGIN}/profile/username/zeynepcelik`,
      mainEntity: {
        '@type': 'Person',
        name: 'Zeynep Çelik',
        image: new URL(profile.profileImageUrl!, ORIGIN).href,
        description: profile.biography!.trim(),
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: Math.round(profile.averageRating! * 10) / 10,
          reviewCount: profile.totalReviews,
        },
      },
    });
    expect(ofType('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Ana Sayfa', item: `${ORIGIN}/` },
        { position: 2, name: 'Eğitmenler', item: `${ORIGIN}/teachers` },
        { position: 3, name: 'Zeynep Çelik', item: `${ORIGIN}/profile/username/zeynepcelik` },
      ],
    });
  });

  it('describes a listing as a Course with its teacher and an Offer at its fee in TRY', async () => {
    const listing = await askMockApi<Announcement>('/v1/announcements/1');
    renderApp({ route: '/courses/1' });
    await waitFor(() => expect(ofType('Course')).toBeDefined());
    expect(ofType('Course')).toMatchObject({
      name: listing.title,
      url: `${ORIGIN}/courses/1`,
      provider: { '@type': 'Organization', name: 'Özel Ders' },
      instructor: { '@type': 'Person', name: `${listing.teacherName} ${listing.teacherSurname}` },
      offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'TRY' },
    });
    const category = listing.categoryResponse.name;
    expect(ofType('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Ana Sayfa' },
        { name: 'İlanlar', item: `${ORIGIN}/courses` },
        { name: category, item: `${ORIGIN}/category/${encodeURIComponent(category)}` },
        { name: listing.title, item: `${ORIGIN}/courses/1` },
      ],
    });
  });

  it('describes the site on the home page: Organization, and WebSite with a search in the directory', async () => {
    renderApp({ route: '/' });
    await waitFor(() => expect(ofType('WebSite')).toBeDefined());
    expect(ofType('Organization')).toMatchObject({ name: 'Özel Ders', url: `${ORIGIN}/` });
    expect(ofType('WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/teachers?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('gives a category page the trail listings › category', async () => {
    renderApp({ route: '/category/Matematik' });
    await waitFor(() => expect(ofType('BreadcrumbList')).toBeDefined());
    expect(ofType('BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Ana Sayfa' },
        { name: 'İlanlar' },
        { name: 'Matematik', item: `${ORIGIN}/category/Matematik` },
      ],
    });
  });

  it('names the filters of a filtered directory in its title, its canonical without them', async () => {
    renderApp({ route: '/teachers?mode=online&minRating=4' });
    await screen.findByRole('heading', { level: 1, name: 'Uzman Eğitmenlerle Öğrenin' });
    await waitFor(() => expect(document.title).toMatch(/^Eğitmenler: Online, .+ · Özel Ders$/));
    expect(content('meta[property="og:title"]')).toBe(document.title);
    expect(canonical()).toBe(`${ORIGIN}/teachers`);
  });

  it('gives an information page its lead as description and its path as canonical', async () => {
    renderApp({ route: '/faq' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/faq`));
    expect(content('meta[name="description"]')).toBeTruthy();
  });

  it('keeps an address with no page out of search results', async () => {
    renderApp({ route: '/no/such/page' });
    await waitFor(() => expect(document.title).toBe('Sayfa bulunamadı · Özel Ders'));
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeUndefined();
  });

  it('keeps a signed-in area out of search results', async () => {
    signIn('student');
    renderApp({ route: '/notifications' });
    await waitFor(() => expect(document.title).toBe('Bildirimler · Özel Ders'));
    expect(content('meta[name="robots"]')).toBe('noindex');
    expect(canonical()).toBeUndefined();
  });
});
