// Bundles the server into dist/main.js. Our own workspace packages are compiled in (they ship as
// TypeScript); every other dependency stays an import resolved from node_modules at run time.
// Split, so that main.js checks the Node that runs it before the dynamic import of serve.js loads
// the other dependencies (an external import in one file would be loaded before any of its code).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@ecg/'),
);

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
