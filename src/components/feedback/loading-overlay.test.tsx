import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { markAppStart } from '@/lib/boot/app-start';
import { renderWithProviders } from '../../../tests/render';
import { LoadingOverlay } from './loading-overlay';

const label = i18n.t('shell:loading.overlay');
const overlay = () => screen.queryByRole('status', { name: label });

describe('the first-load overlay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("covers the first 800 ms of the app, counted from the app's start rather than from when it mounts", () => {
    markAppStart();
    // The entry waited 300 ms for the first screen's code before it mounted anything.
    vi.advanceTimersByTime(300);
    renderWithProviders(<LoadingOverlay label={label} />);
    expect(overlay()).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(overlay()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay()).not.toBeInTheDocument();
  });
});
