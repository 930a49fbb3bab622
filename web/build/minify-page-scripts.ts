import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

/** The page's classic scripts: the .js files at the top of the public folder. */
export const pageScriptsIn = (publicDir: string): string[] =>
  readdirSync(publicDir).filter((name) => name.endsWith('.js'));

/** A classic script, minified as one: no module semantics assumed. */
export async function minifiedScript(fileName: string, source: string): Promise<string> {
  const result = await minify(fileName, source, { module: false });
  if (result.errors.length > 0) {
    throw new Error(`${fileName}: ${result.errors.map((error) => error.message).join('; ')}`);
  }
  return result.code;
}

/**
 * Minifies the page's classic scripts (web/public/*.js, `first-paint.js`), which Vite copies as
 * they are: the first screen pays for their comments otherwise (docs/performance.md, Scripts
 * sent compressed). After the copy and before the service worker's precache is made from the
 * files written (vite-plugin-pwa, at the bundle's close), so the worker keeps what is served.
 */
export function minifyPageScripts(): Plugin {
  let publicDir = '';
  return {
    name: 'ecg-minify-page-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options) {
        if (!publicDir) return;
        const outDir = options.dir ?? 'dist';
        await Promise.all(
          pageScriptsIn(publicDir).map(async (name) => {
            const source = await readFile(path.join(publicDir, name), 'utf8');
            await writeFile(path.join(outDir, name), await minifiedScript(name, source));
          }),
        );
      },
    },
  };
}
