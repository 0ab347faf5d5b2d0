import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Spec section 9: success messages stay 1.5 s before the next screen. */
export const REDIRECT_DELAY_MS = 1500;

/** Goes to `to` (replacing the entry) REDIRECT_DELAY_MS after `active` turns true; leaving earlier cancels. */
export function useRedirectAfter(active: boolean, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, navigate, to]);
}
