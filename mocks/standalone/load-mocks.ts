import { createServer, type ViteDevServer } from 'vite';
import type { AnyHandler } from 'msw';
import type { CollectionName, Db } from '../db';
import type { MockBrokerConfig, StompTransport } from '../realtime';
import { recordStore, type RecordStore } from './records.ts';

/*
 * Why Vite loads the mocks here: mocks/handlers and mocks/db are written for Vite (extension-less imports, the
 * `@/` alias, `import.meta.env`, possibly JSON or asset imports), which plain Node cannot load. Running them
 * through Vite's own SSR module loader, with the project's vite.config.ts, gives the standalone server exactly
 * the modules and transforms the browser and vitest get, without a build step or a cache to go stale. It
 * costs about two seconds at start-up. No HTTP server, HMR socket or file watcher is started.
 *
 * Packages in node_modules (msw among them) are not transformed but imported by Node, so the handlers share
 * the one `msw` instance that mocks/server.ts imports: `getResponse` and `instanceof RequestHandler` work.
 * The STOMP broker and the scenario state come through the same loader, so they are the very module instances
 * the handlers use: one db, one event bus, one scenario for HTTP and the socket.
 */

export interface LoadedMocks {
  handlers: AnyHandler[];
  /** Puts the seed back (mocks/db resetDb). */
  resetDb: () => Promise<void>;
  broker: LoadedBroker;
  /** Counts and removes records for the contract checker's write journeys (records.ts). */
  records: RecordStore;
  close: () => Promise<void>;
}

/** The mock STOMP broker (mocks/realtime), for a transport the standalone server carries. */
export interface LoadedBroker {
  /** Runs a STOMP session over a connection. */
  accept: (transport: StompTransport) => void;
  /** True while the `socket-down` scenario is on: the endpoint should look unreachable. */
  isDown: () => boolean;
  /** Closes every session and drops pending counterpart answers. */
  reset: () => void;
  configure: (changes: Partial<MockBrokerConfig>) => void;
}

interface HandlersModule {
  handlers: AnyHandler[];
}

interface RealtimeModule {
  acceptStompTransport: LoadedBroker['accept'];
  resetMockBroker: LoadedBroker['reset'];
  configureMockBroker: LoadedBroker['configure'];
}

interface ScenarioStateModule {
  isSocketDown: LoadedBroker['isDown'];
}

interface DbModule {
  getDb: () => Promise<unknown>;
  configureSeedSize: (size: { teachers?: number }) => void;
  resetDb: (options?: { seed?: number }) => Promise<unknown>;
  transact: <T>(task: (db: Db) => Promise<T> | T) => Promise<T>;
  COLLECTION_NAMES: readonly CollectionName[];
}

export interface SeedSize {
  /** Teachers in the seed; more than its 60 adds generated ones (the directory bench's 5,000). */
  teachers?: number;
}

export async function loadMocks(root: string, mode: string, size: SeedSize = {}): Promise<LoadedMocks> {
  const vite: ViteDevServer = await createServer({
    root,
    mode,
    appType: 'custom',
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Nothing is served to a browser from this Vite instance: skip the client dependency scan.
    optimizeDeps: { noDiscovery: true, include: [] },
    // Its own cache folder: sharing `npm run dev`'s would overwrite the dev server's optimised dependencies with
    // this instance's (other settings, no dependencies), so the next `npm run dev` re-optimised them from
    // scratch ("vite config has changed") while the browser was already loading the old ones.
    cacheDir: 'node_modules/.vite-mock-server',
  });
  try {
    const { handlers } = (await vite.ssrLoadModule('/mocks/handlers/index.ts')) as HandlersModule;
    const db = (await vite.ssrLoadModule('/mocks/db/index.ts')) as DbModule;
    const realtime = (await vite.ssrLoadModule('/mocks/realtime/index.ts')) as RealtimeModule;
    const scenario = (await vite.ssrLoadModule('/mocks/scenarios/state.ts')) as ScenarioStateModule;
    db.configureSeedSize(size);
    // Seed now rather than on the first request, so the first client does not wait for it.
    await db.getDb();
    return {
      handlers,
      resetDb: async () => {
        await db.resetDb();
      },
      broker: {
        accept: realtime.acceptStompTransport,
        isDown: scenario.isSocketDown,
        reset: realtime.resetMockBroker,
        configure: realtime.configureMockBroker,
      },
      records: recordStore(db.transact, db.COLLECTION_NAMES),
      close: () => vite.close(),
    };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
