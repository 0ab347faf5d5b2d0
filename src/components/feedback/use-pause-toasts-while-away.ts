import { useEffect } from 'react';

interface Pausable {
  pause: (id?: string) => void;
  resume: (id?: string) => void;
}

/**
 * Spec: toasts pause on focus loss. Zag 1.43's `pauseOnPageIdle` sends PAUSE_ALL/RESUME_ALL events its group
 * machine never handles, and it ignores window blur anyway, so the shell pauses the store itself: when the
 * tab is hidden or the window loses focus, and resumes when the visitor is back.
 */
export function usePauseToastsWhileAway(toaster: Pausable): void {
  useEffect(() => {
    const pause = () => toaster.pause();
    const resume = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) toaster.resume();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause() : resume());
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [toaster]);
}
