import { createToaster } from '@chakra-ui/react';

/** Toasts close after 3 s. */
export const TOAST_DURATION_MS = 3000;

/**
 * The app's one toast store. Features call `toaster.success({ title })`, `toaster.error(...)`, `.warning`,
 * `.info` or `toaster.create({ type, title, description })` with translated text.
 */
export const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  // Kept for when Zag handles it; usePauseToastsWhileAway does the work today.
  pauseOnPageIdle: true,
  // Stacked, not overlapped, so every message can be read; older ones wait in the queue beyond five.
  overlap: false,
  max: 5,
  gap: 12,
});
