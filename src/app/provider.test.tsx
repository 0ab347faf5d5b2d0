import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from '@/hooks/use-hydrated';
import { AppProvider } from './provider';
import { HYDRATED_ATTRIBUTE } from './ssr-state';

const boot = vi.hoisted(() => ({ serverRendered: false }));
vi.mock('@/lib/boot/server-rendered', () => ({ isServerRendered: () => boot.serverRendered }));

/** Renders what useHydrated said in each of its renders, in order. */
function HydrationLog({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'as the server rendered'}</p>;
}

let mounted: HTMLElement | undefined;

function renderInRoot(seen: boolean[]) {
  const root = document.createElement('div');
  mounted = root;
  root.id = 'root';
  document.body.append(root);
  render(
    <AppProvider>
      <HydrationLog seen={seen} />
    </AppProvider>,
    { container: root },
  );
  return root;
}

afterEach(() => {
  mounted?.remove();
});

describe('useHydrated under the app provider', () => {
  it('renders as the server did first on a server-rendered page, then once more as hydrated', async () => {
    boot.serverRendered = true;
    const seen: boolean[] = [];
    const root = renderInRoot(seen);

    await screen.findByText('hydrated');
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    // The signal the browser's hydration test waits for.
    expect(root.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it('is hydrated from the first render on a page the browser renders alone', async () => {
    boot.serverRendered = false;
    const seen: boolean[] = [];
    const root = renderInRoot(seen);

    await waitFor(() => expect(screen.getByText('hydrated')).toBeVisible());
    expect(seen.every(Boolean)).toBe(true);
    expect(root.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  });
});
