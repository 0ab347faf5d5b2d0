import { type ComponentProps, type MouseEvent, useContext } from 'react';
import { Link as RouterLink, UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

type StableLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An absolute path of the app ('/profile/id/7'). */
  to: string;
};

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');

/**
 * A link to an absolute path that does not render again when the location changes. The router's Link reads
 * the location (to resolve relative paths), so each one in a list renders again on every change of the query:
 * twenty cards' links on each filter change of a results page, most of its render on a phone. This one reads
 * only the data router, which stays the same, and navigates client-side as Link does (a modified click is left
 * to the browser). Without a data router (a component test's MemoryRouter) it is the router's Link.
 */
export function StableLink({ to, onClick, children, ...props }: StableLinkProps) {
  const dataRouter = useContext(DataRouterContext);
  if (!dataRouter) {
    return (
      <RouterLink to={to} onClick={onClick} {...props}>
        {children}
      </RouterLink>
    );
  }
  const { router, basename } = dataRouter;
  const href = basename && basename !== '/' ? `${basename.replace(/\/$/, '')}${to}` : to;
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event)) return;
        event.preventDefault();
        void router.navigate(to);
      }}
    >
      {children}
    </a>
  );
}
