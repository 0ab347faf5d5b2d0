import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import type { ConsentBannerProps } from '@/features/consent/components/consent-banner';
import { CONSENT_DECIDED_ATTRIBUTE } from '@/features/consent/decided';
import { loadNamespaces } from '@/i18n';
import { readAnalyticsConsent, useAnalyticsConsent } from '@/lib/analytics';
import { isServerRendered } from '@/lib/boot/server-rendered';
import { importOnce } from '@/lib/lazy/import-once';

// The banner and its texts are fetched once the first page is on screen (an effect runs after the paint), and
// only for a visitor who has not decided or asks again: a decided visitor never downloads it.
const loadBanner = importOnce(async () => {
  const [module] = await Promise.all([
    import('@/features/consent/components/consent-banner'),
    loadNamespaces(['consent']),
  ]);
  return module.ConsentBanner;
});

/*
 * On a server-rendered page the banner is part of the HTML an undecided guest gets (every first visit): it
 * paints with the page instead of appearing seconds later as the page's largest element (Lighthouse's LCP was
 * the banner's text on / and /teachers). The browser hydrates it once its code has come (the boundary keeps the
 * server's markup meanwhile); a visitor who has decided never sees it, hidden before the first paint
 * (public/first-paint.js) and removed after hydration.
 */
const HydratedBanner = lazy(() => loadBanner().then((ConsentBanner) => ({ default: ConsentBanner })));

/* The footer's 'Çerez tercihleri' asks for the banner again; the element that asked gets the focus back. */
let askedBy: HTMLElement | null = null;
let asked = false;
const listeners = new Set<() => void>();
const setAsked = (value: boolean) => {
  asked = value;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getAsked = () => asked;
const getServerAsked = () => false;

/** Shows the consent banner again, so a visitor can change the choice (the footer link). */
export function askForConsentAgain(opener?: HTMLElement | null): void {
  // The mark that hides a server-rendered banner from a decided visitor must not hide the one asked for.
  document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  askedBy = opener ?? null;
  setAsked(true);
}

/**
 * Where the consent banner appears: for a visitor who has not decided (on every page until they do), or on
 * request. A client-rendered page loads it after the first paint, so the page never waits for it; a
 * server-rendered one has it in its HTML (above). The banner is fixed at the bottom and moves nothing.
 */
export function ConsentSlot({ mainId }: { mainId: string }) {
  const consent = useAnalyticsConsent();
  const askedAgain = useSyncExternalStore(subscribe, getAsked, getServerAsked);
  const wanted = consent === null || askedAgain;
  const [Banner, setBanner] = useState<ComponentType<ConsentBannerProps> | null>(null);

  const serverRendered = isServerRendered();

  useEffect(() => {
    if (serverRendered) return;
    // Read again here: while a server-rendered page hydrates, `consent` is the server's (undecided) for a moment.
    if (!wanted || Banner || (readAnalyticsConsent() !== null && !getAsked())) return;
    let mounted = true;
    // A failed fetch (offline, a new deploy) is tried again on the next page: the visitor stays undecided.
    loadBanner()
      .then((component) => mounted && setBanner(() => component))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [wanted, Banner, serverRendered]);

  // A request lives as long as the shell that shows it (a test's next app starts unasked).
  useEffect(
    () => () => {
      askedBy = null;
      asked = false;
    },
    [],
  );

  const onChosen = useCallback(() => {
    // The focus was on the button just pressed, which goes away with the banner: back to where the visitor
    // came from (the footer link), or to the page itself.
    const target = askedBy?.isConnected ? askedBy : document.getElementById(mainId);
    target?.focus({ preventScroll: true });
    askedBy = null;
    setAsked(false);
  }, [mainId]);

  if (serverRendered) {
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <HydratedBanner consent={consent} focusOnOpen={askedAgain} onChosen={onChosen} />
      </Suspense>
    );
  }
  if (!wanted || !Banner) return null;
  return <Banner consent={consent} focusOnOpen={askedAgain} onChosen={onChosen} />;
}
