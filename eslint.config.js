// One direction of imports (docs/architecture.md): web → domain, server → domain; domain
// imports nothing of ours.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const forbid = (...sides) => ({
  patterns: sides.flatMap((side) => [
    {
      group: [`@ecg/${side}`, `@ecg/${side}/*`],
      message: `This package must not import ${side}/.`,
    },
    { group: [`**/${side}/**`, `**/${side}`], message: `This package must not import ${side}/.` },
  ]),
});

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
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', forbid('server')],
    },
  },
);
