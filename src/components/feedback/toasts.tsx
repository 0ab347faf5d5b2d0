import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { hasToastBeenAsked, onFirstToast } from './toaster';

// Most visits never show a toast: the region's code (the toast machines, swipe to dismiss) loads with the first.
// Toasts asked for before it is there wait in the toaster (toaster.ts) and appear with it: none is lost.
const ToastRegion = lazyComponent(() => import('./toast-region').then((module) => module.ToastRegion));

/** Rendered once by the app provider: the toast region, from the first toast on. */
export function Toasts() {
  const needed = useSyncExternalStore(onFirstToast, hasToastBeenAsked, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
