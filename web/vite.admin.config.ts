import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path, as vite.config.ts does: Vite bundles a config's relative imports.
import { ADMIN_BASE_PATH } from '../domain/src/admin-api-paths';
import { WEB_ALIASES } from './build/src-alias';

/**
 * The operator console (docs/architecture.md, Operator console), built apart from the visitors'
 * app: its own page and chunks under dist/admin/, served at /admin/. The visitors' service worker
 * neither precaches them (vite.config.ts leaves admin/ out of its manifest) nor controls the page
 * (its scope is /pwa/), and the visitors' first screen never loads any of it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: ADMIN_BASE_PATH,
  plugins: [react()],
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: fileURLToPath(new URL('admin.html', import.meta.url)) },
  },
  resolve: {
    alias: WEB_ALIASES,
  },
  server: { proxy: { '/admin/api': 'http://127.0.0.1:8080' } },
});
