/**
 * What `use-sync-external-store/shim` hands back on React 18 and later: React's own hook. The
 * package (react-i18next takes it, still supporting React 16 and 17) would put its fallback for
 * those versions into the first screen's script only to return this; the build takes this
 * module in its place (web/vite.config.ts).
 */
export { useSyncExternalStore } from 'react';
