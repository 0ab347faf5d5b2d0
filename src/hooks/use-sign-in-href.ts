import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The login page's address that brings the visitor back to where they are now (its `redirectTo`). */
export function useSignInHref(): string {
  const { pathname, search } = useLocation();
  return paths.login.getHref(`${pathname}${search}`);
}
