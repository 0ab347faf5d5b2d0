import { type ReactNode, Suspense } from 'react';
import {
  SafetySlotProvider,
  type SafetySlotRender,
  type SafetyTarget,
  type SafetyVariant,
} from '@/components/overlays/safety-slot';
import { loadNamespaces } from '@/i18n';
import { useSession } from '@/lib/api';
import { lazyWithRecipes } from '@/theme/recipe-loading';

// Report and block load with their texts the first time a signed-in person sees an entry: never for a guest.
// The routes that show people, listings, reviews or messages provide it; the home page's first load holds none
// of it (the bundle budget).
const SafetyEntry = lazyWithRecipes(async () => {
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

/** What every SafetySlot of a screen renders: the report (and block) entry of its item. */
const renderSafetyEntry: SafetySlotRender = (target, variant) => (
  <SignedInSafetyEntry target={target} variant={variant} />
);

/** Wraps a route's screen so its reviews, messages, listings and people offer report (and block). */
export function WithSafetyEntries({ children }: { children: ReactNode }) {
  return <SafetySlotProvider render={renderSafetyEntry}>{children}</SafetySlotProvider>;
}
