import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../utils/photo-rules';

/** Spec section 4: the success text stays readable for 1.5 s before the next page replaces this one. */
export function useDelayedRedirect(): (target: string) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return undefined;
    const timer = window.setTimeout(() => {
      void navigate(target, { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);
  return setTarget;
}
