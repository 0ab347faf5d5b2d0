import type { BrowserContext, WebSocketRoute } from '@playwright/test';

export interface SocketControl {
  /** Closes the open sockets at both ends and refuses new ones (the websocket and SockJS's HTTP requests). */
  cut: () => Promise<void>;
  restore: () => void;
  /**
   * Drops the next frame from the server whose text contains `marker` (an echo lost on the way) and cuts the
   * socket right after it, as a connection that dies with a frame in flight.
   */
  loseNextFrameWith: (marker: string) => Promise<void>;
}

/**
 * A person's socket in the live project, under the test's control: every SockJS websocket of the context goes
 * through a route that passes frames on both ways until told otherwise.
 */
export async function controlSocket(context: BrowserContext): Promise<SocketControl> {
  let down = false;
  let lose: { marker: string; lost: () => void } | null = null;
  const open = new Set<WebSocketRoute>();
  const cut = async () => {
    down = true;
    await Promise.all([...open].map((ws) => ws.close({ code: 1006, reason: 'cut by the test' })));
  };
  await context.routeWebSocket(/\/ws\/.*websocket$/, (ws) => {
    if (down) return void ws.close({ code: 1006, reason: 'cut by the test' });
    const server = ws.connectToServer();
    open.add(ws);
    server.onMessage((message) => {
      if (lose && typeof message === 'string' && message.includes(lose.marker)) {
        const { lost } = lose;
        lose = null;
        void cut().then(lost);
        return;
      }
      ws.send(message);
    });
    ws.onClose(() => {
      open.delete(ws);
      void server.close();
    });
  });
  await context.route(/\/ws(?:\/|$)/, (route) =>
    down ? route.abort('connectionrefused') : route.fallback(),
  );
  return {
    cut,
    restore: () => {
      down = false;
    },
    loseNextFrameWith: (marker) =>
      new Promise<void>((resolve) => {
        lose = { marker, lost: resolve };
      }),
  };
}
