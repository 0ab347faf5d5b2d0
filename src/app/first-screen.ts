import type { DataRouter } from 'react-router-dom';

/**
 * Settles once the router has what the first screen needs (its code and texts, or the error view when a part
 * failed), so that the first render shows the screen and not the shell's spinner.
 */
export function firstScreenReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
