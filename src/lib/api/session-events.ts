/**
 * The HTTP layer reports session expiry here and does nothing else about it: the app shell subscribes once
 * and decides (navigate to /login). Keeps lib/ free of router and toast imports.
 */
type Listener = () => void;

const expiredListeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}

export function emitSessionExpired(): void {
  for (const listener of [...expiredListeners]) {
    try {
      listener();
    } catch (error) {
      // A broken listener must not turn the caller's session-expired rejection into a different error.
      console.error(error);
    }
  }
}
