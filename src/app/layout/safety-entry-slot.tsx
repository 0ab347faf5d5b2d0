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
  return (
    <Suspense fallback={null}>
      <SafetyEntry target={target} variant={variant} />
    </Suspense>
  );
}

/** What every SafetySlot of every screen renders: the report (and block) entry of its item. */
export const renderSafetyEntry: SafetySlotRender = (target, variant) => (
  <SignedInSafetyEntry target={target} variant={variant} />
);
