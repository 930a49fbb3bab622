// One direction of imports (docs/architecture.md): web → domain, server → domain; domain
// imports nothing of ours. Inside web/src, the zones of eslint-rules/import-zones.js.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importZones from './eslint-rules/import-zones.js';
import tseslint from 'typescript-eslint';

const forbid = (...sides) => ({
  patterns: sides.flatMap((side) => [
    {
      group: [`@ecg/${side}`, `@ecg/${side}/*`],
      message: `This package must not import ${side}/.`,
    },
    {
      // React's own renderer for servers is no part of our server (web/src/app/render-ahead.tsx).
      group: [`**/${side}/**`, `**/${side}`, '!react-dom/server'],
      message: `This package must not import ${side}/.`,
    },
  ]),
});

/** Every query of the web keys its call with the one factory, so a call is never kept twice. */
// An array written in place, also one cast `as const`.
const LITERAL_QUERY_KEY = {
  selector:
    "CallExpression[callee.name=/^(queryOptions|infiniteQueryOptions|useQuery|useInfiniteQuery)$/] > ObjectExpression > Property[key.name='queryKey'] :matches(ArrayExpression, TSAsExpression > ArrayExpression)",
  message: 'Build the query key with callKey or pagesKey (web/src/lib/api/query-keys.ts).',
};

/**
 * The console keys its calls with its own factory, `['admin', call, params]`, and a change makes
 * a call stale by the same key's start, so a query and its refresh never miss each other.
 */
const CONSOLE_KEY_MESSAGE =
  'Build the console query key with adminKey or adminCallKey (web/src/admin/admin-keys.ts).';
const CONSOLE_QUERY_KEYS = [
  { selector: LITERAL_QUERY_KEY.selector, message: CONSOLE_KEY_MESSAGE },
  {
    selector:
      "CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|removeQueries|cancelQueries|resetQueries)$/] > ObjectExpression > Property[key.name='queryKey'] :matches(ArrayExpression, TSAsExpression > ArrayExpression)",
    message: CONSOLE_KEY_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'artifacts/**',
      'test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', forbid('server', 'web')] },
  },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', forbid('web')] } },
  // The page's classic scripts (web/public) run in the browser as they are.
  {
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: importZones },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-zones': 'error',
      'no-restricted-imports': ['error', forbid('server')],
      'no-restricted-syntax': ['error', LITERAL_QUERY_KEY],
    },
  },
  {
    files: ['web/src/admin/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...CONSOLE_QUERY_KEYS] },
  },
);
