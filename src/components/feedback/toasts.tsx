import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from './toaster';

// Most visits never show a toast: the region's code (the toast machines, swipe to dismiss) loads with the first.
// The region then takes over the toasts already in the store, so none is lost while it loads.
const ToastRegion = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));

let toastSeen = false;
const subscribe = (onChange: () => void) =>
  toaster.subscribe(() => {
    toastSeen = true;
    onChange();
  });
const hasToastBeenSeen = () => toastSeen || toaster.getCount() > 0;

/** Rendered once by the app provider: the toast region, from the first toast on. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribe, hasToastBeenSeen, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
