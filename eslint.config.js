// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import vitest from '@vitest/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tsProject = 'tsconfig.json'; // solution file; references tsconfig.app.json and tsconfig.node.json
const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
const testFiles = ['**/*.test.{ts,tsx}', 'tests/**', 'mocks/**'];

/**
 * Architecture rules from STYLE.md, enforced on every import, export-from and dynamic import. The policy is
 * closed: `default: 'disallow'`, so an import between two elements is an error unless a policy below allows
 * it, and a file outside every element fails `boundaries/no-unknown-files` (a new folder starts closed until
 * it is declared here). Imports inside one element (a feature's own files, lib/api → lib/people) are free.
 * Proven import by import in tests/lint/boundaries.test.ts.
 */
const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['src/**/*', 'mocks/**/*', 'tests/**/*', 'scripts/**/*'],
    // partialMatch: false: patterns are matched from the project root, so `tests` is only ./tests.
    'boundaries/elements': [
      { type: 'config', pattern: 'src/config', partialMatch: false },
      { type: 'shared', pattern: 'src/(lib|hooks|utils|theme|i18n)', capture: ['area'], partialMatch: false },
      {
        type: 'components',
        pattern: 'src/components/(display|feedback|forms|overlays|filters)',
        capture: ['kit'],
        partialMatch: false,
      },
      { type: 'features', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'app', pattern: 'src/app', partialMatch: false },
      { type: 'generated', pattern: 'src/generated', partialMatch: false },
      { type: 'mocks', pattern: 'mocks', partialMatch: false },
      { type: 'tests', pattern: 'tests', partialMatch: false },
      { type: 'scripts', pattern: 'scripts', partialMatch: false },
    ],
    // src/main.tsx is a file, not a folder element: it is known by its category.
    'boundaries/files': [
      { category: 'entry', pattern: 'src/main.tsx' },
      { category: 'entry', pattern: 'src/entry-server.tsx' },
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
    ],
    'import/resolver': { typescript: { project: tsProject, alwaysTryTypes: true } },
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'This import crosses a boundary that eslint.config.js does not allow ({{from.type}} → {{to.type}}).',
        // Every policy that matches is applied in order; the last one wins, and within one policy disallow
        // beats allow. So the allow lists come first and the named prohibitions (with their reasons) after.
        policies: [
          {
            from: { file: { categories: 'entry' } },
            allow: { to: { element: { types: ['app', 'shared', 'config'] } } },
          },
          {
            from: { element: { type: 'app' } },
            allow: {
              to: { element: { types: ['features', 'components', 'shared', 'config', 'generated'] } },
            },
          },
          {
            from: { element: { type: 'features' } },
            allow: { to: { element: { types: ['components', 'shared', 'config', 'generated'] } } },
          },
          {
            from: { element: { type: 'components' } },
            allow: { to: { element: { types: ['components', 'shared', 'config'] } } },
          },
          {
            from: { element: { type: 'shared' } },
            allow: { to: { element: { types: ['shared', 'components', 'config', 'generated'] } } },
          },
          // Generated hooks call our one axios mutator; that is their only link to hand-written code.
          {
            from: { element: { type: 'generated' } },
            allow: { to: { element: { type: 'shared' }, file: { path: 'src/lib/api/**' } } },
          },
          { from: { element: { type: 'mocks' } }, allow: { to: { element: { type: 'generated' } } } },
          {
            // The session scenarios must write exactly what the product reads (keys, shapes, the change
            // event), so mocks use the product's storage helpers instead of keeping a copy that would drift.
            from: { element: { types: ['mocks'] } },
            allow: { to: { file: { path: 'src/lib/api/session-storage.ts' } } },
          },
          {
            // The one rule for text people write (control characters and bidi overrides out): the mock backend
            // applies it to what it stores so client and server keep the same text; the module imports nothing.
            from: { element: { types: ['mocks'] } },
            allow: { to: { file: { path: 'src/lib/validation/user-text.ts' } } },
          },
          {
            // The one phone rule: the mock backend checks and compares phones as the client stores them
            // ('+90 532 …' is '0532 …'); the module imports nothing.
            from: { element: { types: ['mocks'] } },
            allow: { to: { file: { path: 'src/lib/validation/phone.ts' } } },
          },
          {
            // The one Turkish folding for searches ('ozlem' finds 'Özlem'): the mock backend's keyword search
            // folds exactly as the app's searches and pickers do; the module imports nothing.
            from: { element: { types: ['mocks'] } },
            allow: { to: { file: { path: 'src/lib/search/fold-tr.ts' } } },
          },
          {
            // The one set of schedule rules (30-minute grid, 07:00–24:00, no overlaps, no past absences): the
            // mock backend refuses exactly what the schedule form refuses; the module imports types only.
            from: { element: { types: ['mocks'] } },
            allow: { to: { file: { path: 'src/lib/availability/schedule.ts' } } },
          },
          {
            // The rules of a verification document (PDF, JPEG or PNG, 10 MB) and the one contact detector (a phone
            // number or an e-mail address in a message): the mock backend refuses exactly what the app refuses
            // before sending; both modules import nothing.
            from: { element: { types: ['mocks'] } },
            allow: {
              to: {
                file: {
                  path: [
                    'src/lib/validation/verification-document.ts',
                    'src/lib/validation/contact-details.ts',
                  ],
                },
              },
            },
          },
          {
            from: { element: { type: 'tests' } },
            allow: {
              to: {
                element: {
                  types: ['app', 'features', 'components', 'shared', 'config', 'generated', 'mocks'],
                },
              },
            },
          },
          {
            // Playwright's suites and the scripts start the same Debian Chromium (one place for its path).
            from: { element: { type: 'tests' } },
            allow: { to: { file: { path: 'scripts/debian-chromium.ts' } } },
          },
          {
            // The build's sitemap lists the public pages paths.ts declares, so the two lists cannot drift.
            from: { element: { type: 'scripts' } },
            allow: { to: { file: { path: 'src/config/paths.ts' } } },
          },
          // main.tsx starts the mocks in mock mode only, behind a dynamic import, so they stay out of production.
          {
            from: { file: { categories: 'entry' } },
            allow: { to: { element: { type: 'mocks' } }, dependency: { nodeKind: 'dynamic-import' } },
          },

          // The named prohibitions, so the error says why.
          {
            from: { element: { types: ['config', 'shared', 'components'] } },
            disallow: { to: { element: { types: ['features', 'app'] } } },
            message:
              'Shared code must not import features or the app layer; pass data in through props or hooks.',
          },
          {
            from: { element: { type: 'config' } },
            disallow: { to: { element: { types: ['shared', 'components', 'generated'] } } },
            message: 'src/config is the lowest layer: it imports nothing else from src.',
          },
          {
            from: { element: { type: 'features' } },
            disallow: { to: { element: { type: 'app' } } },
            message:
              'A feature must not import src/app; URLs come from @/config/paths, composition happens in routes.',
          },
          {
            from: { element: { type: 'features' } },
            disallow: { to: { element: { type: 'features' } } },
            message: 'A feature must not import another feature; compose them in a route under src/app.',
          },
          {
            from: { element: { type: 'components' } },
            disallow: { to: { element: { type: 'generated' } } },
            message: 'The UI kit (src/components) must not import generated API code; take plain props.',
          },
          {
            from: {
              element: { types: ['config', 'shared', 'components', 'features', 'app', 'generated'] },
            },
            disallow: { to: { element: { type: 'mocks' } } },
            message: 'src/ must not import mocks/ (only src/main.tsx starts them, behind a dynamic import).',
          },
          {
            from: { file: { categories: 'entry' } },
            disallow: { to: { element: { type: 'mocks' } }, dependency: { nodeKind: '!dynamic-import' } },
            message:
              'src/main.tsx may load mocks/ only with a dynamic import, or they would ship in production.',
          },

          // Exceptions for code that never ships, after the prohibitions so that they win.
          // Tests beside the code may also use the mock backend and the test harness; they never ship.
          {
            from: { file: { categories: 'test' } },
            allow: { to: { element: { types: ['mocks', 'tests'] } } },
          },
          // The mock backend's own tests drive it with the product's real clients (the STOMP client).
          {
            from: { element: { type: 'mocks' }, file: { categories: 'test' } },
            allow: {
              to: { element: { types: ['features', 'components', 'shared', 'config', 'generated'] } },
            },
          },
        ],
      },
    ],
  },
};

export default defineConfig(
  globalIgnores([
    'src/generated/**',
    'dist/**',
    'dist-*/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'blob-report/**',
  ]),

  js.configs.recommended,

  {
    files: tsFiles,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // expect.any()/stringMatching() are typed `any`; `expect(obj.method)` is not an unbound call.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['tests/**/*.ts', 'scripts/**/*.ts', '*.config.ts'],
    languageOptions: { globals: globals.node },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  {
    files: tsFiles,
    plugins: { 'import-x': importX },
    settings: {
      // Lets import-x parse TypeScript dependencies (without these, no-cycle silently skips .ts files).
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProject, alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
    },
  },

  boundariesConfig,

  // Faker and MSW never reach the production bundle: app code may not import them at all.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['msw', 'msw/*'], message: 'MSW belongs in mocks/ and tests only.' },
            { group: ['@faker-js/*'], message: 'Faker belongs in mocks/ only.' },
          ],
        },
      ],
    },
  },

  // Every string a person reads comes from i18n: JSX text, and the attributes people read or hear.
  {
    files: ['src/**/*.tsx'],
    ignores: testFiles,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label)$/] > Literal[value=/[A-Za-zÇĞİÖŞÜçğıöşü]/]',
          message: 'User-visible attribute text must come from i18n (t(...)).',
        },
      ],
    },
  },

  // Accessibility of our JSX. eslint-plugin-jsx-a11y-x is the maintained fork of eslint-plugin-jsx-a11y (same
  // rules): the original declares no ESLint 10 support and does not install beside it. Chakra's components
  // are mapped to the elements they render so that the rules see them.
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    settings: {
      'jsx-a11y-x': {
        polymorphicPropName: 'as',
        components: {
          Button: 'button',
          IconButton: 'button',
          Image: 'img',
          Input: 'input',
          Textarea: 'textarea',
        },
      },
    },
  },

  // react-query: stable query keys, no rest-destructured results, the query client outside components.
  ...tanstackQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),

  // Testing Library idioms in the tests that render React.
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // renderApp returns the app handle (router, user), named `app`; two renderHook results need two names.
      'testing-library/render-result-naming-convention': 'off',
    },
  },

  // Vitest idioms in every vitest test (the Playwright specs under tests/e2e are not vitest).
  {
    files: ['**/*.test.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Our assertion helpers are named expect* (expectAt, expectClosed, expectReplacedBy, expectValid).
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      // expect(value, message) is vitest's own form: the message names the failing item of a loop.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
    },
  },
  {
    // One test per error-catalogue row: the bodies are entries of a table typed against the catalogue
    // (`satisfies Record<Row, ...>`, so a row without a test fails typecheck), which these rules cannot follow.
    // A row's test may render the app once per scenario, unmounting in between.
    files: ['tests/integration/error-catalogue*.test.{ts,tsx}'],
    rules: {
      'vitest/expect-expect': 'off',
      'vitest/no-standalone-expect': 'off',
      'vitest/valid-title': 'off',
      'testing-library/no-manual-cleanup': 'off',
    },
  },

  // Playwright idioms in the end-to-end specs and their support code.
  {
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // The shared page checks (checkAtEveryWidthAndMode, checkView, …) assert what they check.
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^check[A-Z]', '^expect'] }],
    },
  },

  prettier,
);
