import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../src/components/feedback/toaster';
import { renderApp } from '../render';

type ToastType = 'success' | 'error' | 'warning' | 'info';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// The toast region's code loads with the first toast (src/components/feedback/toasts.tsx). Loaded here with real
// timers, so that under the fake ones below every toast shows at once and its 3 s are counted from there.
await import('../../src/components/feedback/toast-region');

async function showToast(title: string, type: ToastType = 'success') {
  await act(async () => {
    toaster.create({ title, type });
    await vi.advanceTimersByTimeAsync(0);
  });
  return screen.getByRole('status', { name: title });
}

const isOpen = (title: string) =>
  screen.queryByRole('status', { name: title })?.getAttribute('data-state') === 'open';

// Zag runs its timers on animation frames, so a deadline can land up to one frame (16 ms) late.
const FRAME = 16;

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    toaster.remove();
    vi.useRealTimers();
  });

  it('closes by itself after 3 s and leaves the page after its exit animation', async () => {
    renderApp({ route: '/' });
    await showToast('Kaydedildi');

    await advance(2999 - FRAME);
    expect(isOpen('Kaydedildi')).toBe(true);
    await advance(1 + FRAME * 2);
    expect(isOpen('Kaydedildi')).toBe(false);
    await advance(1000);
    expect(screen.queryByRole('status', { name: 'Kaydedildi' })).not.toBeInTheDocument();
  });

  it('sits at the top centre in a labelled region, coloured by type, newest first', async () => {
    renderApp({ route: '/' });
    await showToast('Birinci', 'info');
    await showToast('İkinci', 'error');

    const region = screen.getByRole('region', { name: 'Bildirimler' });
    expect(region).toHaveAttribute('data-placement', 'top');
    const titles = within(region)
      .getAllByRole('status')
      .map((el) => el.getAttribute('data-type'));
    expect(titles).toEqual(['error', 'info']);
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    renderApp({ route: '/' });
    await showToast('Bekle');
    const region = screen.getByRole('region', { name: 'Bildirimler' });

    await advance(1000);
    fireEvent.mouseEnter(region);
    await advance(10_000);
    expect(isOpen('Bekle')).toBe(true);

    fireEvent.mouseLeave(region);
    await advance(2000 - FRAME);
    expect(isOpen('Bekle')).toBe(true);
    await advance(FRAME * 2);
    expect(isOpen('Bekle')).toBe(false);
  });

  it('pauses while the window has lost focus', async () => {
    renderApp({ route: '/' });
    await showToast('Arka plan');
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    fireEvent.blur(window);
    await advance(10_000);
    expect(isOpen('Arka plan')).toBe(true);

    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    fireEvent.focus(window);
    await advance(3000 + FRAME);
    expect(isOpen('Arka plan')).toBe(false);
  });

  it('pauses while the tab is hidden', async () => {
    renderApp({ route: '/' });
    await showToast('Gizli sekme');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    await advance(10_000);
    expect(isOpen('Gizli sekme')).toBe(true);

    visibility.mockReturnValue('visible');
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    fireEvent(document, new Event('visibilitychange'));
    await advance(3000 + FRAME);
    expect(isOpen('Gizli sekme')).toBe(false);
  });

  it('closes when clicked anywhere on it', async () => {
    renderApp({ route: '/' });
    const toast = await showToast('Tıkla');
    fireEvent.click(toast);
    await advance(FRAME);
    expect(isOpen('Tıkla')).toBe(false);
  });

  it('has a labelled close button for keyboard users', async () => {
    renderApp({ route: '/' });
    await showToast('Klavye');
    fireEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    await advance(FRAME);
    expect(isOpen('Klavye')).toBe(false);
  });

  it('is dismissed by dragging it sideways, and springs back from a short drag', async () => {
    renderApp({ route: '/' });
    const toast = await showToast('Sürükle');
    fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100 });
    fireEvent.pointerMove(toast, { pointerId: 1, clientX: 130 });
    expect(toast.style.transform).toBe('translateX(30px)');
    fireEvent.pointerUp(toast, { pointerId: 1, clientX: 130 });
    // The click that ends a drag does not close it.
    fireEvent.click(toast);
    await advance(FRAME);
    expect(isOpen('Sürükle')).toBe(true);
    await advance(200);
    expect(toast.style.transform).toBe('');

    fireEvent.pointerDown(toast, { pointerId: 2, button: 0, clientX: 100 });
    fireEvent.pointerMove(toast, { pointerId: 2, clientX: 10 });
    fireEvent.pointerUp(toast, { pointerId: 2, clientX: 10 });
    await advance(FRAME);
    expect(isOpen('Sürükle')).toBe(false);
  });
});
