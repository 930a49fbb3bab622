import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appVersion } from './build/app-version';
import { WEB_ALIASES } from './build/src-alias';

/**
 * The home rendered ahead (docs/performance.md, The home rendered ahead): the app's own
 * components built for Node, which the server imports to render each language's home into its
 * page. Whole, the libraries included, so it runs wherever the built app is copied.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  define: {
    __APP_VERSION__: JSON.stringify(appVersion()),
    // React's production build, as the browser runs it: the development one renders slower and
    // warns in the server's log.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  plugins: [react()],
  // The app's public files are the app build's to copy.
  publicDir: false,
  build: {
    ssr: 'src/app/render-ahead.tsx',
    // Beside the app it renders, never served (server/src/routes/pwa.ts).
    outDir: 'dist/.render',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'render-ahead.js' } },
  },
  ssr: { noExternal: true },
  resolve: { alias: WEB_ALIASES },
});
