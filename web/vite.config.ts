import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By path, not by package name: Vite bundles a config's relative imports, while it would hand
// the package's TypeScript to Node as it is.
import { PWA_BASE_PATH } from '../domain/src/routes';
import { appVersion } from './build/app-version';
import { firstPaintChunks } from './build/first-paint-chunks';
import { minifyPageScripts } from './build/minify-page-scripts';
import { precompressAssets } from './build/precompress';
import { WEB_ALIASES } from './build/src-alias';

const version = appVersion();

/** The files of every first screen (the code-splitting groups below, and rolldown's runtime). */
const FIRST_SCREEN_FILE = /(^|\/)(vendor|app|rolldown-runtime)-[\w-]+\.js$/;

export default defineConfig({
  base: PWA_BASE_PATH,
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    react(),
    minifyPageScripts(),
    precompressAssets(),
    firstPaintChunks(fileURLToPath(new URL('.', import.meta.url)), (file) =>
      FIRST_SCREEN_FILE.test(file),
    ),
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
    // The chunks by source, for the server's pages with a home rendered ahead: what to preload
    // and which styles to link (server/src/routes/home-ahead/). Never served (routes/pwa.ts).
    manifest: true,
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
              // The libraries the shell loads: React. The query cache is the app's own
              // (web/src/lib/query/), in the app's file (docs/performance.md, The query cache).
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              // The app's own: the shell (main.tsx, the entry, and what it imports) with the
              // shared screen parts (cards, pictures, carousel, states, content calls) that home
              // and every list use. Apart, they compressed 1.3 KB worse.
              name: 'app',
              test: /web[\\/]src[\\/](main\.tsx$|components[\\/](Card|LazyImage|lazy-loader|Carousel|StatusMessage|OutlineIcon|overlay-link)|lib[\\/](use-content-lang|api[\\/](http|content|query-keys|categories|webcams)))/,
            },
            {
              // The query cache's lists asked page by page and its several queries at once
              // (lib/query/infinite.ts, queries.ts), which only the lists, the reviews and the
              // map use: left to itself, rolldown hoists them into the app's file, as below.
              name: 'query-lists',
              test: /web[\\/]src[\\/]lib[\\/]query[\\/](infinite|queries)\.ts$/,
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
    alias: WEB_ALIASES,
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
