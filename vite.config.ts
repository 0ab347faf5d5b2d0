import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { loadEnv } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { chakraLazyGlobalStyles } from './scripts/vite/chakra-lazy-global-styles.ts';
import { lowPriorityPreload } from './scripts/vite/low-priority-preload.ts';
import { readReleaseInfo, releaseInfo } from './scripts/vite/release-info.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/*
 * React Router's package sends every bundler to its development build (its exports name no production one): the
 * same code with its development warnings left on. The browser's build takes the production build beside it
 * (0.6 kB gzip less in the first load), and so does the renderer's bundle (route matching and the static handler
 * run for every rendered page): it carries react-router-dom itself (`ssr.noExternal`), so the app and
 * react-router-dom import the one aliased copy. The dev server and the tests keep the package as resolved.
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production', import.meta.url),
);
const REACT_ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
];

// The build names its release in the bundle (src/config/env.ts) and in /version.json, from the same values. Vite
// reads VITE_* settings from the environment after this file has run.
const release = readReleaseInfo();
process.env.VITE_RELEASE = release.release;
process.env.VITE_BUILT_AT = release.builtAt;
const routesDir = `${srcDir}/app/routes/`;
const formCodeDirs = ['features/auth/', 'components/forms/', 'lib/validation/'].map(
  (dir) => `${srcDir}/${dir}`,
);

/**
 * Chunks that hold a route module (`src/app/routes/**`, only ever loaded lazily) are named
 * `assets/route-<name>-<hash>.js`: the mock scenarios that fail "a screen part" recognise them by that prefix
 * instead of by a second list of the router's routes.
 */
const chunkFileNames = ({ moduleIds }: { moduleIds: string[] }): string =>
  moduleIds.some((id) => id.startsWith(routesDir))
    ? 'assets/route-[name]-[hash].js'
    : 'assets/[name]-[hash].js';

/**
 * Fewer, larger chunks: every request costs a round trip on a phone, and a page waits for its slowest one.
 * The languages other than Turkish load as one chunk each when chosen (src/i18n).
 */
const chunkGroups = [
  {
    name: (id: string) => /[\\/]locales[\\/](\w+)[\\/]/.exec(id)?.[1] ?? null,
    debugName: 'locales',
    // boot.json of every language is part of the entry (the boot failure message, lib/boot).
    test: /[\\/]src[\\/]i18n[\\/]locales[\\/](?!tr[\\/])\w+[\\/](?!boot\.json)/,
  },
  // Everything the first screen needs, whatever the route: one chunk instead of thirty small ones.
  { name: 'app', tags: ['$initial' as const] },
  // zod and the contract's schemas: only forms, the socket and the notification list parse with them (answers
  // are checked against generated envelope rules, lib/api/answer-shape.ts); kept out of `shared` so a screen
  // that needs a card does not fetch them too.
  {
    name: 'contract-schemas',
    test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]generated[\\/]zod[\\/]|[\\/]zod-jitless\.ts$/,
  },
  // Dialogs and drawers (focus trap, scroll lock, the app's dialog shells) and tabs: many screens use them, the
  // landing pages do not, so they are kept out of `shared`.
  {
    name: 'dialogs',
    test: /[\\/]@zag-js[\\/](dialog|focus-trap|aria-hidden|remove-scroll)[\\/]|[\\/]components[\\/](dialog|drawer)[\\/]|[\\/]src[\\/]components[\\/]overlays[\\/]/,
    // Only what the test names: the primitives these build on (presence, portal, Chakra's icons) are used by
    // selects, alerts and toasts too, and taken along they would make every screen with one fetch the dialogs.
    includeDependenciesRecursively: false,
  },
  {
    name: 'tabs',
    test: /[\\/]@zag-js[\\/]tabs[\\/]|[\\/]components[\\/]tabs[\\/]/,
    // As for the dialogs: the DOM helpers tabs share with other widgets must not make those fetch the tabs.
    includeDependenciesRecursively: false,
  },
  // The machinery of layers (presence, outside clicks, positioning) that menus, popovers, tooltips and selects
  // share: with the toasts out of the first load, `shared` would take it, and the home page, which has none of
  // them, would fetch it (floating-ui, zag's positioning, is named too: with the date picker it has four
  // users). Focus-visible tracking is not in it: checkboxes and radios need that alone.
  {
    name: 'layers',
    test: /[\\/]@zag-js[\\/](presence|dismissable|interact-outside|popper)[\\/]|[\\/]@floating-ui[\\/]|[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]presence[\\/]/,
    includeDependenciesRecursively: false,
  },
  // Form fields (Chakra's field, select, input and textarea with Ark's field state): screens with a form or a
  // filter, not the landing pages.
  {
    name: 'fields',
    test: /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](field|fieldset)[\\/]|[\\/]@zag-js[\\/]auto-resize[\\/]|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](field|fieldset|native-select|input-group|input|textarea)[\\/]/,
    includeDependenciesRecursively: false,
  },
  // Radio groups and checkboxes with their checkmark (the search filters' choices, the lesson request's mode, a
  // group's members): they read the fieldset's state, so they import `fields`; left in `shared` they made `shared` and `fields`
  // import each other and the app did not start (checkboxes did once they had four users). A chunk of their own
  // also keeps them out of the home page's first load, which needs `fields`.
  {
    name: 'radios',
    test: /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](radio-group|checkbox)[\\/]|[\\/]@zag-js[\\/](radio-group|checkbox)[\\/]|[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](radio-group|checkbox|checkmark)[\\/]/,
    includeDependenciesRecursively: false,
  },
  // The form library and its zod resolver: only screens with a form.
  { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  // Finding a teacher by time and place: the schedule rules, the filter kit and the province lists serve the
  // directory, /courses, the profile's week and the request form, never the home page; left to `shared` (four
  // users and more) they would be in its first load.
  {
    name: 'finding',
    test: /[\\/]src[\\/](lib[\\/](availability|search-params)|components[\\/]filters|generated[\\/]provinces)[\\/]|[\\/]src[\\/]hooks[\\/]use-location-options\.ts$/,
    includeDependenciesRecursively: false,
  },
  // A student's lesson requests (their calls, states and drafts): the listing, the profile, the dashboards and
  // the request screens use them, the home page does not.
  {
    name: 'requests',
    test: /[\\/]src[\\/](features|generated[\\/]api)[\\/]lesson-requests[\\/]|[\\/]src[\\/]hooks[\\/]use-session-draft\.ts$/,
    includeDependenciesRecursively: false,
  },
  // The static pages' frame and content readers: seven routes share them, the home page has none of them.
  {
    name: 'static-pages',
    test: /[\\/]src[\\/]features[\\/]static-pages[\\/]/,
    includeDependenciesRecursively: false,
  },
  // The small parts most screens share (cards, states, skeletons): one chunk rather than a dozen requests per
  // screen. Parts shared by fewer than four screens stay with them, so a screen fetches little it does not use.
  {
    name: 'shared',
    // Form code (the shared fields and rules, the sign-in family's schemas and form hooks) stays with the
    // screens that have forms: in `shared` it would make every screen import the form stack and zod.
    test: (id: string) => !id.startsWith(routesDir) && !formCodeDirs.some((dir) => id.startsWith(dir)),
    minShareCount: 4,
    // Source bytes; about a tenth of that travels gzipped, under the 50 kB budget of a lazy chunk.
    maxSize: 400_000,
  },
];

/*
 * Tests that need no DOM run in the `node` project (no jsdom to start, no setup file): the scripts, the mock
 * db, the STOMP frame codec, the standalone server (a real process, real sockets), the contract and lint
 * checks, and the pure rules (`utils/` folders, `lib/people`, `lib/validation`, the i18n formatters).
 * Everything else stays in `jsdom`: hooks (`use-*.test.ts`), anything reading storage, and the mock handlers, scenarios
 * and broker, which are called the way a page calls them (relative URLs, SockJS's browser transport). A node
 * test that touches `window`, `location` or `localStorage` fails with "… is not defined", the sign that it
 * belongs in `jsdom`.
 */
export const JSDOM_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'tests/integration/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.ts',
  'scripts/**/*.test.ts',
  'mocks/**/*.test.ts',
];

/**
 * jsdom tests that keep a module graph of their own: they replace modules (vi.mock, vi.resetModules), stub
 * globals or fake the clock, which would leak into the next file of a shared graph (tests/lint/isolated-tests.test.ts
 * fails on a shared file that does). Module state the app keeps across calls (toasts, refresh and renewal calls,
 * the socket, the chat outbox, the analytics log, the language) is not a reason to be here: tests/setup.ts resets
 * it after every test.
 */
export const ISOLATED_TESTS = [
  // These read module state that earlier files change; tests/setup.ts resets it, but they failed in a shared
  // graph once before it did and have not yet passed whole shuffled runs there, so they keep their own.
  'src/components/feedback/toasts.test.tsx',
  'src/lib/analytics/analytics.test.ts',
  'src/lib/analytics/use-page-views.test.tsx',
  'src/lib/api/refresh-session.test.ts',
  'src/lib/realtime/realtime-hooks.test.tsx',
  'mocks/handlers/lesson-requests.test.ts',
  'src/app/layout/header/signed-in-icons.test.tsx',
  'src/app/lazy-route.test.ts',
  'src/app/provider.test.tsx',
  'src/components/feedback/loading-overlay.test.tsx',
  'src/components/feedback/use-progress-bar.test.ts',
  'src/config/env.test.ts',
  'src/features/auth/verification/hooks/use-countdown.test.ts',
  'src/features/chat/components/message-dropdown.test.tsx',
  'src/features/notifications/components/notification-dropdown.test.tsx',
  'src/hooks/use-redirect-after.test.tsx',
  'src/lib/boot/boot-failure.test.ts',
  'src/lib/realtime/realtime-client.test.ts',
  'src/lib/seo/site-url.test.ts',
  'src/lib/validation/use-debounced-value.test.ts',
  'src/theme/system.test.ts',
  'tests/integration/app-shell-loading.test.tsx',
  'tests/integration/app-shell-toasts.test.tsx',
  'tests/integration/chat-delivery.test.tsx',
  'tests/integration/error-catalogue-data.test.ts',
  'tests/integration/error-catalogue.test.tsx',
  'tests/integration/settings-media.test.tsx',
  'tests/integration/upload-profile-image.test.tsx',
  'tests/integration/verify-email.test.tsx',
];

export const NODE_TESTS = [
  'scripts/**/*.test.ts',
  'mocks/db/**/*.test.ts',
  'mocks/realtime/stomp-frame.test.ts',
  'mocks/standalone/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  'src/**/utils/**/!(use-*).test.ts',
  'src/lib/{people,search,validation}/**/!(use-*).test.ts',
  'src/i18n/{formatters,locale-parity}.test.ts',
  // The server renderer against the standalone mock server.
  'server/**/*.test.ts',
  // Emotion renders style tags only where there is no document, as on the server.
  'src/theme/server-system.test.tsx',
];

/**
 * The server renderer's bundle (`vite build --ssr src/entry-server.tsx`, part of `npm run build`): Node runs it
 * (server/), so the browser's chunking, manifest and release file do not apply; its packages stay in node_modules.
 */
const SSR_BUILD = { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false, minify: false } as const;

export default defineConfig(({ command, mode, isSsrBuild = false }) => {
  const useMocks = loadEnv(mode, process.cwd(), 'VITE_').VITE_USE_MOCKS === 'true';

  return {
    plugins: [
      react(),
      ...(isSsrBuild ? [] : [releaseInfo(release)]),
      // Every first screen asks the API for something as soon as it runs, and the request code loads with
      // that first call: preloading it beside the entry saves a round trip before the first answer.
      lowPriorityPreload(['src/lib/api/transport.ts']),
      // A page the server rendered never reads Chakra's global styles in the browser: they are made when read.
      chakraLazyGlobalStyles(),
      // Serves /mockServiceWorker.js on the dev server and emits it into the build, straight from the
      // installed msw package (so it always matches the library version). Only in modes that use mocks:
      // the production build never contains the worker script.
      ...(useMocks ? [msw({ mode: 'worker-only' })] : []),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: srcDir },
        // zod, switched to jitless parsing before any schema exists (the CSP forbids eval): see the module.
        { find: /^zod$/, replacement: `${srcDir}/lib/validation/zod-jitless.ts` },
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION_BUILD : []),
        // Without mocks nothing has to run before the app's modules: the entry imports the app statically, so
        // index.html preloads every first-load chunk at once (src/app/load-app.ts).
        ...(useMocks
          ? []
          : [{ find: /^\.\/app\/load-app$/, replacement: `${srcDir}/app/load-app.eager.ts` }]),
      ],
    },
    // Bundled, not imported from node_modules: only then does its own `react-router` import take the alias above.
    ...(isSsrBuild ? { ssr: { noExternal: ['react-router-dom'] } } : {}),
    // sockjs-client reads the Node-style `global`.
    define: { global: 'globalThis' },
    preview: { port: 4173, strictPort: true },
    // The mock build carries MSW, faker and the seed in one lazily loaded chunk; only production sizes matter.
    build: isSsrBuild
      ? SSR_BUILD
      : {
          // The bundle budgets (tests/build) read the first load and the lazy chunks from .vite/manifest.json.
          manifest: true,
          rolldownOptions: { output: { chunkFileNames, codeSplitting: { groups: chunkGroups } } },
          // The first-load chunk is one file on purpose (about 1.1 MB minified); tests/build budgets its gzip size.
          chunkSizeWarningLimit: useMocks ? 2000 : 1500,
        },
    test: {
      exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/build/**'],
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // No setup: a node test that calls the mock backend imports tests/mock-server.ts itself.
            include: NODE_TESTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: JSDOM_TESTS,
            exclude: [...configDefaults.exclude, ...NODE_TESTS, ...ISOLATED_TESTS],
            // One module graph per worker: the app, Chakra's theme, the handlers and the seed load once per
            // worker, not once per file (the unit-test isolation decision has the times). tests/setup.ts runs
            // again before every file and resets the DOM, storage, handlers, db and the app's module state after
            // every test; whole runs pass shuffled, in one worker and in plain order.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom-isolated',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: ISOLATED_TESTS,
          },
        },
      ],
      // Two cores on the build machines: one worker per core.
      maxWorkers: 2,
      // Shared, noisy 2-core machines: a route-level test that renders the whole app can take seconds there.
      testTimeout: 30_000,
      env: { VITE_USE_MOCKS: 'false' },
      alias: {
        // The Node build of sockjs-client opens raw sockets that MSW cannot see; the browser bundle
        // uses WebSocket/XHR, which MSW's server intercepts.
        'sockjs-client': 'sockjs-client/dist/sockjs.js',
      },
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  };
});
