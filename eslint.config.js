// One direction of imports (docs/architecture.md): web → domain, server → domain; domain
// imports nothing of ours. Inside web/src, app composes features; a feature never imports another;
// components/ and lib/ serve every feature and import neither features/ nor app/.
import { existsSync, readdirSync } from 'node:fs';
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

/**
 * The app's links come from web/src/components/Link: react-router's Link and NavLink would bring
 * framework mode's prefetching back into the first screen's script, even from a lazy screen.
 */
const ROUTER_LINKS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link and NavLink from web/src/components/Link: react-router's weigh on the first screen.",
};

const WEB_SRC = 'web/src';
const ROOT = new URL('./', import.meta.url);

/** Every folder under `dir` (itself included), as paths from the repository root. */
function foldersOf(dir) {
  if (!existsSync(new URL(dir, ROOT))) return [];
  return [
    dir,
    ...readdirSync(new URL(dir, ROOT), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => foldersOf(`${dir}/${entry.name}`)),
  ];
}

// `climb(n)` matches an import that climbs exactly n levels: a name follows, not one more `../`.
const climb = (levels) => `^(\\.\\./){${levels}}(?!\\.)`;

/**
 * What a file in `folder` (web/src/features/<f>/…, components/…, lib/…) may not import. Imports
 * are relative, so the levels an import climbs say where it lands.
 */
function layerRules(folder) {
  const [layer, feature, ...below] = folder.slice(WEB_SRC.length + 1).split('/');
  if (layer === 'features') {
    return [
      {
        regex: `${climb(below.length + 1)}(?!${feature}(/|$))`,
        message: 'A feature never imports another: move what both need to components/ or lib/.',
      },
      {
        regex: `${climb(below.length + 2)}app(/|$)`,
        message: 'A feature never imports app/: the app composes the features.',
      },
    ];
  }
  const depth = folder.split('/').length - 2;
  const banned = layer === 'lib' ? 'features|app|components' : 'features|app';
  return [
    {
      regex: `${climb(depth)}(${banned})(/|$)`,
      message: `${layer}/ serves the features: it never imports ${banned.split('|').join('/, ')}/.`,
    },
  ];
}

/** Every query of the web keys its call with the one factory, so a call is never kept twice. */
const LITERAL_QUERY_KEY = {
  selector:
    "CallExpression[callee.name=/^(queryOptions|infiniteQueryOptions|useQuery|useInfiniteQuery)$/] > ObjectExpression > Property[key.name='queryKey'] > ArrayExpression",
  message: 'Build the query key with callKey or pagesKey (web/src/lib/api/query-keys.ts).',
};

/**
 * The web's layers (app → features → components → lib), one block a folder, for static imports
 * (no-restricted-imports) and dynamic ones (no-restricted-syntax).
 */
function webLayerBlocks() {
  const folders = [
    ...foldersOf(`${WEB_SRC}/lib`),
    ...foldersOf(`${WEB_SRC}/components`),
    ...foldersOf(`${WEB_SRC}/features`).slice(1),
  ];
  return folders.map((folder) => {
    const rules = layerRules(folder);
    return {
      files: [`${folder}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...forbid('server').patterns, ...rules], paths: [ROUTER_LINKS] },
        ],
        'no-restricted-syntax': [
          'error',
          ...rules.map(({ regex, message }) => ({
            // esquery's regular expressions cannot hold a slash.
            selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
            message,
          })),
          LITERAL_QUERY_KEY,
        ],
      },
    };
  });
}

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
      'no-restricted-imports': ['error', { ...forbid('server'), paths: [ROUTER_LINKS] }],
      'no-restricted-syntax': ['error', LITERAL_QUERY_KEY],
    },
  },
  ...webLayerBlocks(),
);
