import { startTransition, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { GuestBellButton } from './guest-bell-button';

// The tooltip and its positioning are no part of a guest's first paint: they load when a pointer or the focus
// first reaches the bell.
const GuestBellTooltip = lazyComponent(() =>
  import('./guest-bell-tooltip').then((module) => module.GuestBellTooltip),
);

/** Guests see the bell disabled, with 'Lütfen giriş yapın' as its name and in a tooltip. */
export function GuestNotificationBell() {
  const { t } = useTranslation('nav');
  const label = t('notifications.signInRequired');
  const [tooltipWanted, setTooltipWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  // In a transition, so the plain bell (and its focus) stays on screen until the tooltip's code has arrived.
  const wantTooltip = () => startTransition(() => setTooltipWanted(true));
  const plainBell = (
    <GuestBellButton
      label={label}
      onPointerEnter={wantTooltip}
      onFocus={() => {
        setFocused(true);
        wantTooltip();
      }}
      onBlur={() => setFocused(false)}
    />
  );

  return (
    <Suspense fallback={plainBell}>
      {tooltipWanted ? <GuestBellTooltip label={label} focused={focused} /> : plainBell}
    </Suspense>
  );
}
