import { useState } from 'react';

/**
 * For a panel whose code loads on the first sign of intent (a drawer behind its button): `wanted` turns true for
 * good once the button is first pointed at, focused or pressed, and the panel stays mounted from then on. The
 * button spreads `intentHandlers` and calls `want()` when pressed too (a tap comes with no hover).
 */
export function useLoadOnIntent() {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return { wanted, want, intentHandlers: { onPointerEnter: want, onFocus: want } };
}
