import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageViewLog, setAnalyticsConsent } from './analytics';
import { usePageViews } from './use-page-views';

function Tracker() {
  usePageViews();
  return null;
}

function renderTracker(initialEntry = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Tracker /> }], {
    initialEntries: [initialEntry],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const views = () => pageViewLog.entries().map(({ path, query }) => ({ path, query }));

describe('usePageViews', () => {
  it('records one page view per new path or query, even under StrictMode', async () => {
    setAnalyticsConsent(true);
    const router = renderTracker();
    await act(() => router.navigate('/teachers?q=fizik'));
    await act(() => router.navigate('/reset-password?token=abc'));
    await act(() => router.navigate('/reset-password?token=abc#form'));
    await act(() => router.navigate('/teachers'));

    expect(views()).toEqual([
      { path: '/', query: '' },
      { path: '/teachers', query: 'q=fizik' },
      { path: '/reset-password', query: 'token=[redacted]' },
      { path: '/teachers', query: '' },
    ]);
  });

  it('records nothing while undecided or declined; accepting counts the page the visitor is on, once', async () => {
    const router = renderTracker('/teachers');
    await act(() => router.navigate('/faq'));
    act(() => setAnalyticsConsent(false));
    await act(() => router.navigate('/about'));
    expect(views()).toEqual([]);

    act(() => setAnalyticsConsent(true));
    expect(views()).toEqual([{ path: '/about', query: '' }]);
    act(() => setAnalyticsConsent(false));
    act(() => setAnalyticsConsent(true));
    await act(() => router.navigate('/help'));
    expect(views()).toEqual([
      { path: '/about', query: '' },
      { path: '/help', query: '' },
    ]);
  });
});
