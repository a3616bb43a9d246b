import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import regexp from 'eslint-plugin-regexp';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import zones (STYLE.md example 6): shared <- server, shared <- web, never web <-> server. In the server,
// providers, db, lib, core and the AI engine never import modules, and a module reads only its own repos
// (other modules through their services). In the web app, features never import each other, and lib and
// components never import features.
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
// `from` may import `to` elements only of its own capture (its feature, its module), and any of `also`.
const sameCapture = (from, to, capture, also) => [
  allow(from, also),
  {
    from: { element: { type: from } },
    allow: { to: { element: { type: to, captured: { [capture]: `{{ from.captured.${capture} }}` } } } },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.node/**', '**/data/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts and the benchmark report print their results.
    files: ['scripts/**', 'e2e/bench/**', 'apps/*/scripts/**', 'apps/server/src/cli/**', '**/check-seed.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A module reads only its own repositories (others through their services); only routes, the entry layer
    // inside a module, import the HTTP layer.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./)?[^./][^/]*/[^/]*\\.repo\\.ts$',
              message: "Use the other module's service.",
            },
            { regex: '/http/', message: 'Only *.routes.ts files import the HTTP layer.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(\\.\\./)?[^./][^/]*/[^/]*\\.repo\\.ts$',
              message: "Use the other module's service.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/{http,realtime}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/modules/.*\\.repo\\.ts$', message: 'Reach a module through its service.' }] },
      ],
    },
  },
  {
    // Regular expressions that meet user input must not backtrack super-linearly (a pasted text or a
    // crafted document would hold the event loop).
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['packages/**', 'apps/**', 'e2e/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'packages/shared/**', partialMatch: false },
        { type: 'server-providers', pattern: 'apps/server/src/providers/**', partialMatch: false },
        { type: 'server-db', pattern: 'apps/server/src/db/**', partialMatch: false },
        { type: 'server-core', pattern: 'apps/server/src/core/**', partialMatch: false },
        { type: 'server-lib', pattern: 'apps/server/src/lib/**', partialMatch: false },
        { type: 'server-ai', pattern: 'apps/server/src/ai/**', partialMatch: false },
        {
          type: 'server-module',
          pattern: 'apps/server/src/modules/*/**',
          capture: ['module'],
          partialMatch: false,
        },
        { type: 'server-entry', pattern: 'apps/server/src/{http,realtime}/**', partialMatch: false },
        { type: 'server', pattern: 'apps/server/**', partialMatch: false },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*/**',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'web-base', pattern: 'apps/web/src/{lib,components}/**', partialMatch: false },
        { type: 'web', pattern: 'apps/web/**', partialMatch: false },
        { type: 'e2e', pattern: 'e2e/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('shared', ['shared']),
            allow('server-providers', ['shared', 'server-providers', 'server-core']),
            allow('server-db', ['shared', 'server-db']),
            allow('server-core', ['shared', 'server-core']),
            allow('server-lib', ['shared', 'server-lib', 'server-core', 'server-db']),
            allow('server-ai', [
              'shared',
              'server',
              'server-ai',
              'server-core',
              'server-lib',
              'server-providers',
              'server-db',
            ]),
            allow('server-module', [
              'shared',
              'server',
              'server-entry',
              'server-module',
              'server-core',
              'server-lib',
              'server-ai',
              'server-db',
              'server-providers',
            ]),
            allow('server-entry', [
              'shared',
              'server',
              'server-entry',
              'server-module',
              'server-core',
              'server-lib',
              'server-db',
              'server-providers',
            ]),
            allow('server', [
              'shared',
              'server',
              'server-entry',
              'server-module',
              'server-core',
              'server-lib',
              'server-ai',
              'server-db',
              'server-providers',
            ]),
            allow('web', ['shared', 'web', 'web-base', 'web-feature']),
            allow('web-base', ['shared', 'web-base']),
            allow('e2e', ['shared', 'e2e']),
            ...sameCapture('web-feature', 'web-feature', 'feature', ['shared', 'web-base']),
          ],
        },
      ],
    },
  },
);
