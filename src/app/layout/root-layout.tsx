import { Box, Flex } from '@chakra-ui/react';
import { type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LoadingOverlay } from '@/components/feedback/loading-overlay';
import { isServerRendered } from '@/lib/boot/server-rendered';
import { SafetySlotProvider } from '@/components/overlays/safety-slot';
import { useSession } from '@/lib/api';
import { usePageViews } from '@/lib/analytics';
import { useRealtimeConnection } from '@/lib/realtime';
import { ConsentSlot } from './consent-slot';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { NavigationProgress } from './navigation-progress';
import { NewVersionSlot } from './new-version-slot';
import { renderSafetyEntry } from './safety-entry-slot';
import { SkipLink } from './skip-link';
import { useNavigationFocus } from './use-navigation-focus';
import { useSessionExpiredRedirect } from './use-session-expired-redirect';

const MAIN_ID = 'main';

/** The app shell around every screen; the root route's element. */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const mainRef = useRef<HTMLElement>(null);
  const { isSignedIn } = useSession();

  // The shell owns the one socket: open while signed in, closed on sign-out.
  useRealtimeConnection(isSignedIn);

  return (
    <Flex direction="column" minHeight="100dvh">
      <SkipLink targetId={MAIN_ID} />
      {/* Early in the document, so the keyboard and a screen reader meet the choice first; it shows at the bottom. */}
      <ConsentSlot mainId={MAIN_ID} />
      <NavigationProgress />
      <Header />
      {/* The fixed header renders its own spacer, so <main> needs no top offset. */}
      <Box as="main" id={MAIN_ID} ref={mainRef} tabIndex={-1} flex="1" outline="none">
        {/* Report and block entries on any screen (reviews, messages, listings, people) come from here. */}
        <SafetySlotProvider render={renderSafetyEntry}>
          <Outlet />
        </SafetySlotProvider>
      </Box>
      <Footer />
      {/* A server-rendered page shows its content at once: no cover over it. */}
      {isServerRendered() ? null : <LoadingOverlay label={t('loading.overlay')} />}
      <NewVersionSlot />
      {/* Last, so its effects run after the new screen's, as the shell's own did. */}
      <LocationEffects mainRef={mainRef} />
    </Flex>
  );
}

/**
 * What the shell does on every location change, in a component of its own: the hooks read the location, and
 * in the shell itself they would render the header, the footer and every link again on each change of a
 * screen's query (a filter ticked in the directory), which is most of that change's work on a phone.
 */
function LocationEffects({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  usePageViews();
  useNavigationFocus(mainRef);
  useSessionExpiredRedirect();
  return null;
}
