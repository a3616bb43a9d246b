import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import zones (STYLE.md example 6): shared <- server, shared <- web, never web <-> server; in the server,
// providers and db never import modules; in the web app, features never import each other.
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'apps/server/drizzle/**'] },
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
        { type: 'server', pattern: 'apps/server/**', partialMatch: false },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*/**',
          capture: ['feature'],
          partialMatch: false,
        },
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
            allow('server-providers', ['shared', 'server-providers']),
            allow('server-db', ['shared', 'server-db']),
            allow('server', ['shared', 'server', 'server-db', 'server-providers']),
            allow('web', ['shared', 'web', 'web-feature']),
            allow('e2e', ['shared', 'e2e']),
            {
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { types: { anyOf: ['shared', 'web'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: {
                  element: { type: 'web-feature', captured: { feature: '{{ from.captured.feature }}' } },
                },
              },
            },
          ],
        },
      ],
    },
  },
);
