import { Flex, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { msSinceAppStart } from '@/lib/boot/app-start';
import { prefersReducedMotion } from './reduced-motion';

/** The first-load overlay covers the first 800 ms of the app, whether or not the page is ready by then. */
export const INITIAL_OVERLAY_MS = 800;
const FADE_MS = 300;

type Phase = 'shown' | 'fading' | 'gone';

/**
 * Full-screen cover for the first 800 ms of the app, counted from when its code started to run (the entry may
 * wait a little for the first screen before it mounts anything, see main.tsx). At 800 ms it leaves the
 * accessibility tree and fades out; a page that is still loading then shows its own spinner.
 */
export function LoadingOverlay({ label }: { label: string }) {
  const [phase, setPhase] = useState<Phase>('shown');

  useEffect(() => {
    const fade = prefersReducedMotion() ? 0 : FADE_MS;
    const shownFor = Math.max(0, INITIAL_OVERLAY_MS - msSinceAppStart());
    const toFading = setTimeout(() => setPhase('fading'), shownFor);
    const toGone = setTimeout(() => setPhase('gone'), shownFor + fade);
    return () => {
      clearTimeout(toFading);
      clearTimeout(toGone);
    };
  }, []);

  if (phase === 'gone') return null;
  const shown = phase === 'shown';

  return (
    <Flex
      role={shown ? 'status' : undefined}
      aria-label={shown ? label : undefined}
      aria-hidden={shown ? undefined : true}
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="bg"
      justify="center"
      align="center"
      opacity={shown ? 1 : 0}
      pointerEvents={shown ? 'auto' : 'none'}
      transition={`opacity ${FADE_MS}ms ease-out`}
      _motionReduce={{ transition: 'none' }}
    >
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      {shown && <VisuallyHidden>{label}</VisuallyHidden>}
    </Flex>
  );
}
