import { lazy, type LazyExoticComponent } from 'react';

/** Any component React.lazy takes (its own constraint, `ComponentType<any>`). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * React.lazy for a loader that resolves to the component itself (`import('./x').then((m) => m.X)`), so named
 * exports need no `default` wrapper at each call.
 */
export function lazyComponent<T extends LazyComponent>(load: () => Promise<T>): LazyExoticComponent<T> {
  return lazy(async () => ({ default: await load() }));
}
