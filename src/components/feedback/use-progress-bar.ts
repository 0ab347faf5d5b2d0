import { useEffect, useState } from 'react';
import { nextProgress, PROGRESS_COMPLETE, PROGRESS_HIDE_DELAY_MS, PROGRESS_TICK_MS } from './progress-steps';

export interface ProgressBarState {
  visible: boolean;
  /** 0 to 100. */
  value: number;
}

/**
 * Timing of the progress bar: while `active`, creep by a random step every 300 ms up to 90;
 * when it stops, show 100 and hide 500 ms later. `random` is injectable for tests; pass a stable function.
 *
 * State changes only from timers and effect cleanups (never during render): the router switches `active`
 * inside transitions, and render-phase updates can be dropped when React rebases a transition render.
 */
export function useProgressBar(active: boolean, random: () => number = Math.random): ProgressBarState {
  const [creep, setCreep] = useState(0);
  // Loads finished, and loads whose finished bar has been hidden: they differ during the 500 ms at 100 %.
  const [finished, setFinished] = useState(0);
  const [hidden, setHidden] = useState(0);

  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setCreep((value) => nextProgress(value, random())), PROGRESS_TICK_MS);
    return () => {
      clearInterval(id);
      setCreep(0);
      setFinished((count) => count + 1);
    };
  }, [active, random]);

  useEffect(() => {
    if (finished === hidden) return;
    const id = setTimeout(() => setHidden(finished), PROGRESS_HIDE_DELAY_MS);
    return () => clearTimeout(id);
  }, [finished, hidden]);

  if (active) return { visible: true, value: creep };
  const completing = finished !== hidden;
  return { visible: completing, value: completing ? PROGRESS_COMPLETE : 0 };
}
