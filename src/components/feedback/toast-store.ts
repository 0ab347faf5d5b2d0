import { createToaster } from '@chakra-ui/react';

/** Toasts close after 3 s. */
export const TOAST_DURATION_MS = 3000;

/**
 * Zag's toast store, loaded with the first toast (toaster.ts): its module brings the toast machines along,
 * which no page needs before a toast. Only the toast region and the toaster front use it.
 */
export const toastStore = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  // Kept for when Zag handles it; usePauseToastsWhileAway does the work today.
  pauseOnPageIdle: true,
  // Stacked, not overlapped, so every message can be read; older ones wait in the queue beyond five.
  overlap: false,
  max: 5,
  gap: 12,
});
