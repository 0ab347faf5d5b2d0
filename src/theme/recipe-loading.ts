import { lazy, type LazyExoticComponent } from 'react';
import { registerRecipes } from './system';

let loading: Promise<void> | undefined;

/**
 * Loads and registers the recipes the home page's first screen does not need (later-recipes.ts). Every screen
 * but the home page and every lazily loaded widget waits for it beside its own code, so nothing renders before
 * its recipe is there. A failed load is tried again by the next caller.
 */
export function loadLaterRecipes(): Promise<void> {
  loading ??= import('./later-recipes').then(
    ({ laterRecipes, laterSlotRecipes }) => registerRecipes(laterRecipes, laterSlotRecipes),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** `load`, settling only once the later recipes are registered too (both load in parallel). */
export function withLaterRecipes<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadLaterRecipes()]);
    return module;
  };
}

/** Any component React.lazy takes (its own constraint, `ComponentType<any>`). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** React.lazy for a component that uses later recipes: `load` resolves to the component itself. */
export function lazyWithRecipes<T extends LazyComponent>(load: () => Promise<T>): LazyExoticComponent<T> {
  return lazy(() => withLaterRecipes(load)().then((component) => ({ default: component })));
}
