import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files that compress: scripts, styles, pictures drawn as text, data. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this, an encoded form saves less than its headers; the server's answers use the same. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The files of a build that get their encoded forms: hashed assets, named by their content. */
export function precompressible(fileName: string, bytes: number): boolean {
  return (
    fileName.startsWith('assets/') && COMPRESSIBLE.test(fileName) && bytes >= PRECOMPRESS_MIN_BYTES
  );
}

/** A file's brotli (quality 11, the smallest) and gzip (level 9) forms. */
export async function encodedForms(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * Writes `file.br` and `file.gz` beside each hashed asset, which the server sends as they are
 * (`preCompressed`, server/src/routes/pwa.ts) instead of compressing the file again on every
 * request at a fast setting: the first screen's scripts travel about 15 % smaller
 * (docs/performance.md, Scripts sent compressed). Only hashed assets: a file whose name does not
 * change with its content (the page, the service worker) could be rewritten after this and
 * leave a stale form beside it. The service worker's precache lists neither form.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'ecg-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          // As written: the forms must decode to the very bytes the plain file holds.
          if (!precompressible(fileName, Infinity)) return;
          const file = path.join(outDir, fileName);
          const bytes = await readFile(file);
          if (!precompressible(fileName, bytes.length)) return;
          const { br, gz } = await encodedForms(bytes);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
