import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../src/app/layout/reload-page';
import type { RouteImporter } from '../../src/app/router';
import { HOME_H1, renderApp } from '../render';

vi.mock('../../src/app/layout/reload-page', () => ({ reloadPage: vi.fn() }));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const never: RouteImporter = () => new Promise(() => {});

// Loaded once with real timers: under fake timers the test controls when a screen's part "arrives".
const homeModule = await import('../../src/app/routes/home/home');
const faqModule = await import('../../src/app/routes/static/faq');
const ready = { home: () => Promise.resolve(homeModule) };

function deferredFaq() {
  let resolve: (module: typeof faqModule) => void = () => {};
  const promise = new Promise<typeof faqModule>((r) => {
    resolve = r;
  });
  return { importer: () => promise, arrive: () => resolve(faqModule) };
}

const progressValue = () =>
  Number(screen.getByRole('progressbar', { name: 'Sayfa yükleme durumu' }).getAttribute('aria-valuenow'));

// The overlay, the spinner and the progress bar run on the shell's own timers: these tests move the clock.
function onFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('first load', () => {
  onFakeTimers();

  it('covers the screen for exactly 800 ms, then the overlay is gone', async () => {
    renderApp({ route: '/', importOverrides: ready });
    expect(screen.getByRole('status', { name: 'Uygulama yükleniyor' })).toBeInTheDocument();

    await advance(799);
    expect(screen.getByRole('status', { name: 'Uygulama yükleniyor' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('status', { name: 'Uygulama yükleniyor' })).not.toBeInTheDocument();
    await advance(1000);
    // eslint-disable-next-line testing-library/no-node-access -- the fading overlay is aria-hidden, so no role query can see it
    expect(document.querySelector('[aria-hidden="true"][style*="opacity"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
  });

  it('shows the page spinner after the overlay while the screen part is still loading', async () => {
    renderApp({ route: '/faq', importOverrides: { faq: never } });
    await advance(800);
    expect(screen.queryByRole('status', { name: 'Uygulama yükleniyor' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sayfa yükleniyor' })).toBeInTheDocument();
  });

  it('reports a screen part that has not arrived after 120 s, and offers a reload', async () => {
    renderApp({ route: '/faq', importOverrides: { faq: never } });

    await advance(119_999);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Sayfa yüklenemedi');
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa yüklenemedi' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sayfayı yeniden yükle' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('navigation', () => {
  onFakeTimers();

  it('shows the progress bar creeping to at most 90 %, then 100 %, hidden 0.5 s after the screen arrives', async () => {
    const faq = deferredFaq();
    const { router } = renderApp({ route: '/', importOverrides: { ...ready, faq: faq.importer } });
    await advance(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void router.navigate('/faq'));
    await advance(0);
    expect(progressValue()).toBe(0);

    await advance(299);
    expect(progressValue()).toBe(0);
    await advance(1);
    const first = progressValue();
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThanOrEqual(10);

    let previous = first;
    for (let tick = 0; tick < 40; tick += 1) {
      await advance(300);
      const value = progressValue();
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value - previous).toBeLessThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(90);
      previous = value;
    }

    await act(async () => {
      faq.arrive();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' })).toBeInTheDocument();
    expect(progressValue()).toBe(100);

    await advance(499);
    expect(progressValue()).toBe(100);
    await advance(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the load error in the shell when a screen part times out during navigation', async () => {
    const { router } = renderApp({ route: '/', importOverrides: { ...ready, faq: never } });
    await advance(0);

    act(() => void router.navigate('/faq'));
    await advance(120_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa yüklenemedi' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
  });
});

describe('failed screen parts', () => {
  it('shows the load error when a chunk cannot be fetched', async () => {
    const failed = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/faq-x1.js',
    );
    renderApp({ route: '/faq', importOverrides: { faq: () => Promise.reject(failed) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa yüklenemedi' })).toBeInTheDocument();
  });

  it('shows the style load error when a CSS part cannot be preloaded', async () => {
    const failed = new Error('Unable to preload CSS for http://localhost/assets/faq-x1.css');
    renderApp({ route: '/faq', importOverrides: { faq: () => Promise.reject(failed) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sayfa görünümü yüklenemedi' }),
    ).toBeInTheDocument();
  });
});
