// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tsProject = 'tsconfig.json'; // solution file; references tsconfig.app.json and tsconfig.node.json
const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
const testFiles = ['**/*.test.{ts,tsx}', 'tests/**', 'mocks/**'];

/**
 * Architecture rules from STYLE.md, enforced on imports (static and dynamic):
 * - shared code (components, lib, hooks, utils, theme, i18n, config) imports no feature and no route
 *   (src/app/paths.ts is the one exception: it is the URL module, not a route);
 * - a feature imports no other feature;
 * - components/ui imports nothing generated;
 * - src/ imports nothing from mocks/ except src/main.tsx (the mock-mode dynamic import) and test files.
 */
const boundariesConfig = {
  files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'tests/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['src/**/*', 'mocks/**/*', 'tests/**/*'],
    'boundaries/elements': [
      { type: 'ui', pattern: 'src/components/ui', partialMatch: false, exclusive: true },
      {
        type: 'shared',
        pattern: 'src/(components|lib|hooks|utils|theme|i18n|config)',
        capture: ['area'],
        partialMatch: false,
      },
      { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
      { type: 'app', pattern: 'src/app', partialMatch: false },
      { type: 'generated', pattern: 'src/generated', partialMatch: false },
      { type: 'mocks', pattern: 'mocks', partialMatch: false },
      { type: 'tests', pattern: 'tests', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'entry', pattern: 'src/main.tsx' },
      { category: 'paths', pattern: 'src/app/paths.ts' },
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
    ],
    'import/resolver': { typescript: { project: tsProject, alwaysTryTypes: true } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Later policies override earlier ones for the same dependency.
        policies: [
          {
            from: { element: { types: ['ui', 'shared'] } },
            disallow: { to: { element: { types: ['feature', 'app'] } } },
            message: 'Shared code must not import features or routes; pass data in through props or hooks.',
          },
          {
            from: { element: { types: ['ui', 'shared'] } },
            allow: { to: { file: { categories: 'paths' } } },
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature' } } },
            message: 'A feature must not import another feature; compose them in a route under src/app.',
          },
          {
            from: { element: { type: 'feature' } },
            allow: {
              to: {
                element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
              },
            },
          },
          {
            from: { element: { type: 'ui' } },
            disallow: { to: { element: { type: 'generated' } } },
            message: 'components/ui must not import generated API code; take plain props.',
          },
          {
            from: { element: { types: ['ui', 'shared', 'feature', 'app', 'generated'] } },
            disallow: { to: { element: { type: 'mocks' } } },
            message: 'src/ must not import mocks/ (only src/main.tsx starts them, behind a dynamic import).',
          },
          {
            from: { file: { categories: ['entry', 'test'] } },
            allow: { to: { element: { type: 'mocks' } } },
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
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'tests/**/*.{ts,tsx}'],
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

  prettier,
);
