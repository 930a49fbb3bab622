import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path, not by package name: Vite bundles a config's relative imports, while it would hand
// the package's TypeScript to Node as it is.
import { PWA_BASE_PATH } from '../domain/src/routes';
import pkg from './package.json' with { type: 'json' };
import { SRC_ALIAS } from './build/src-alias';

const repository = fileURLToPath(new URL('..', import.meta.url));
/** What the app is built from: its code, the shared contracts and rules, the locked libraries. */
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain/src'];
const LOCKFILE = 'package-lock.json';

function filesOf(entry: string): string[] {
  const full = path.join(repository, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter(
      (file) => statSync(path.join(repository, file)).isFile() && !/\.test\.tsx?$/.test(file),
    );
}

/**
 * The app's version: the package's and a hash of its sources. The update prompt and the menu
 * tell versions apart by it, and the answers the app saved are dropped when it changes (their
 * shape may have changed); a rebuild of the same sources keeps both.
 */
function appVersion(): string {
  const hash = createHash('sha256');
  for (const file of [...SOURCES.flatMap(filesOf), LOCKFILE].sort()) {
    hash
      .update(`${file.split(path.sep).join('/')}\0`)
      .update(readFileSync(path.join(repository, file)));
  }
  return `${pkg.version}+${hash.digest('hex').slice(0, 12)}`;
}

const version = appVersion();

/** The files of every first screen (the code-splitting groups below, and rolldown's runtime). */
const FIRST_SCREEN_FILE = /(^|\/)(vendor|app|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  base: PWA_BASE_PATH,
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The app registers the worker itself (features/pwa) to drive the update prompt.
      injectRegister: false,
      // The glob below already takes the icons; the plugin adds the manifest itself.
      includeManifestIcons: false,
      manifest: {
        id: PWA_BASE_PATH,
        name: '東部海岸國家風景區',
        short_name: '東海岸',
        description: '花蓮、臺東、綠島的東部海岸國家風景區旅遊導覽',
        lang: 'zh-Hant-TW',
        dir: 'ltr',
        start_url: PWA_BASE_PATH,
        scope: PWA_BASE_PATH,
        display: 'standalone',
        theme_color: '#005fb0',
        background_color: '#f3f6f9',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: 'icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg,png,webp,woff2}'],
        // The operator console (vite.admin.config.ts) is no part of the visitors' app.
        globIgnores: ['admin/**'],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in what is served: they would publish the source and its comments.
    sourcemap: false,
    // A browser without modulepreload (Safari before 17) still loads every module, only without
    // preloading it; the polyfill would add to every visitor's first-screen script for those few.
    // A screen's preload list leaves out the files every page has already loaded (the runtime,
    // the libraries, the app): their names in each list of the first screen's script are bytes
    // the first screen pays for nothing (docs/performance.md). The page's own list keeps them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => !FIRST_SCREEN_FILE.test(dep)),
    },
    rolldownOptions: {
      output: {
        // The first screen's code travels in two files, the libraries' and the app's: a dozen
        // small chunks would each cost a request and compress worse (`npm run bench:web`).
        codeSplitting: {
          groups: [
            {
              // The libraries the shell loads. What only a later screen uses of them (the long
              // lists' infinite queries) comes with that screen.
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|idb-keyval|@tanstack[\\/](react-query|query-core|query-persist-client-core|react-query-persist-client|query-async-storage-persister))[\\/]/,
            },
            {
              // The app's own: the shell (main.tsx, the entry, and what it imports) with the
              // shared screen parts (cards, pictures, carousel, states, content calls) that home
              // and every list use. Apart, they compressed 1.3 KB worse.
              name: 'app',
              test: /web[\\/]src[\\/](main\.tsx$|components[\\/](Card|LazyImage|lazy-loader|Carousel|StatusMessage|OutlineIcon|overlay-link)|lib[\\/](use-content-lang|api[\\/](http|content|query-keys|categories|webcams)))/,
            },
            {
              // The member calls' paths, which only the member screens and the favourites' save
              // use: left to itself, rolldown hoists them into the app's file, which all of those
              // import, and so into every visitor's first screen.
              name: 'member-api-paths',
              test: /domain[\\/]src[\\/]member-api-paths\.ts$/,
            },
          ],
        },
      },
    },
  },
  resolve: {
    alias: [
      SRC_ALIAS,
      // zod without its probe for eval, which the page's policy refuses and reports.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('build/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
