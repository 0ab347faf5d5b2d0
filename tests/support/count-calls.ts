import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/node';
import type { OperationId } from '../../mocks/scenarios/operations';
import { onOperation } from './operations';

/*
 * One press, one call: the presses a clumsy or impatient person makes, and a count of what reached the server.
 */

/**
 * Counts the calls of one operation and lets each through to the mock backend once `held` settles (hold the
 * answer to press again while the first call is on its way).
 */
export function countCalls(id: OperationId, held?: Promise<void>): () => number {
  let calls = 0;
  server.use(
    onOperation(id, async () => {
      calls += 1;
      await held;
    }),
  );
  return () => calls;
}

/**
 * Two clicks in the same instant: both events arrive before React has rendered the first one's busy state
 * (one act scope: React renders when it ends), which is what a double click or Enter held down does to a real
 * button or form.
 */
export function clickTwiceAtOnce(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

/** Enter pressed six times on the focused element with no pause between presses (no delay to render in). */
export async function pressEnterSixTimes(element: HTMLElement) {
  element.focus();
  await userEvent.setup({ delay: null }).keyboard('{Enter}{Enter}{Enter}{Enter}{Enter}{Enter}');
}
