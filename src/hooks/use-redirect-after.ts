import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** A success message stays readable this long before the next screen replaces it. */
export const REDIRECT_DELAY_MS = 1500;

/**
 * Goes to `to` (replacing the entry) REDIRECT_DELAY_MS after it turns from null into a path; leaving the
 * screen earlier, or a new target, cancels the pending move.
 */
export function useRedirectAfter(to: string | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, to]);
}
