import { Tooltip } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { GuestBellButton } from './guest-bell-button';

interface GuestBellTooltipProps {
  label: string;
  /**
   * The bell it replaces had the focus: the focus moves over, so a keyboard user loses nothing, and the tooltip
   * opens at once (the focus arrived before the tooltip's code, which would otherwise wait for the next one).
   */
  focused: boolean;
}

/** The guest's bell with its tooltip, loaded once a pointer or the focus reaches the bell (guest-notification-bell.tsx). */
export function GuestBellTooltip({ label, focused }: GuestBellTooltipProps) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);

  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'bottom' }} defaultOpen={focused}>
      <Tooltip.Trigger asChild>
        <GuestBellButton ref={button} label={label} />
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
