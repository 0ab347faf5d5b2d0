import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import type { SafetySlotRender, SafetyTarget, SafetyVariant } from '@/components/overlays/safety-slot';
import { loadNamespaces } from '@/i18n';
import { useSession } from '@/lib/api';
import { lazyComponent } from '@/lib/lazy/lazy-component';

// Report and block load with their texts the first time a signed-in person sees an entry: never for a guest.
// Only this wrapper and the slot's context are in the first load (about 0.3 kB gzip): provided by the routes
// instead, the wrapper became a module four route chunks share, and the chunking then made 'shared', 'radios'
// and 'fields' import each other, so the mock build did not start.
const SafetyEntry = lazyComponent(async () => {
  const [module] = await Promise.all([
    import('@/features/safety/components/safety-entry'),
    loadNamespaces(['safety']),
  ]);
  return module.SafetyEntry;
});

function SignedInSafetyEntry({ target, variant }: { target: SafetyTarget; variant: SafetyVariant }) {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return null;
  // A listing's report button stands in a column of buttons: its height is kept while its code loads, so the
  // page below does not move when it arrives (CLS for a signed-in visitor, tests/e2e/layout-shift.spec.ts). The
  // inline icons and menus are small enough to arrive unseen.
  const placeholder = variant === 'button' ? <Box h="9" aria-hidden="true" /> : null;
  return (
    <Suspense fallback={placeholder}>
      <SafetyEntry target={target} variant={variant} />
    </Suspense>
  );
}

/** What every SafetySlot of every screen renders: the report (and block) entry of its item. */
export const renderSafetyEntry: SafetySlotRender = (target, variant) => (
  <SignedInSafetyEntry target={target} variant={variant} />
);
