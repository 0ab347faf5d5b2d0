import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The secret of an e-mailed link (`?token=…`), read once and then taken out of the address bar, so it stays in
 * no history entry, bookmark or screenshot, nor in the Referer of anything the page loads afterwards. It lives in
 * the page's memory only: a reload finds no token and the page asks for the link to be opened again
 * (docs/decisions/2026-11-26-reset-token-address.md).
 */
export function useTokenFromAddress(name = 'token'): string | null {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get(name));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(name)) return;
    url.searchParams.delete(name);
    // The history entry keeps the router's state, so Back and Forward work as before. The router is not told:
    // no navigation, no second page view; its copy of the address is read here once and never again.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [name]);
  return token;
}
