import { lazy, type LazyExoticComponent } from 'react';
import { importOnce } from '@/lib/lazy/import-once';
import { registerRecipes } from './system';

/**
 * Loads and registers the recipes the home page's first screen does not need (later-recipes.ts). Every screen
 * but the home page and every lazily loaded widget waits for it beside its own code, so nothing renders before
 * its recipe is there.
 */
export const loadLaterRecipes: () => Promise<void> = importOnce(() =>
  import('./later-recipes').then(({ laterRecipes, laterSlotRecipes }) =>
    registerRecipes(laterRecipes, laterSlotRecipes),
  ),
);

/** Any component React.lazy takes (its own constraint, `ComponentType<any>`). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * React.lazy for a component that uses later recipes: `load` resolves to the component itself, and the
 * component renders once both it and the recipes are there (they load in parallel).
 */
export function lazyWithRecipes<T extends LazyComponent>(load: () => Promise<T>): LazyExoticComponent<T> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadLaterRecipes()]);
    return { default: component };
  });
}
