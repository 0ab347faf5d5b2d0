import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageViewLog } from './analytics';
import { usePageViews } from './use-page-views';

function Tracker() {
  usePageViews();
  return null;
}

describe('usePageViews', () => {
  it('records one page view per new path or query, even under StrictMode', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Tracker /> }], { initialEntries: ['/'] });
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await act(() => router.navigate('/teachers?q=fizik'));
    await act(() => router.navigate('/reset-password?token=abc'));
    await act(() => router.navigate('/reset-password?token=abc#form'));
    await act(() => router.navigate('/teachers'));

    expect(pageViewLog.entries().map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/', query: '' },
      { path: '/teachers', query: 'q=fizik' },
      { path: '/reset-password', query: 'token=[redacted]' },
      { path: '/teachers', query: '' },
    ]);
  });
});
