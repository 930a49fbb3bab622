import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressAssets, precompressible } from './precompress';

describe('which files of a build get encoded forms (web/build/precompress.ts)', () => {
  it.each([
    ['assets/vendor-C8Y3tnlz.js', 80_000, true],
    ['assets/app-C1TWYXm4.css', 12_000, true],
    ['assets/icon-a1.svg', PRECOMPRESS_MIN_BYTES, true],
    ['assets/strings-a1.json', 5_000, true],
    ['assets/tiny-a1.js', PRECOMPRESS_MIN_BYTES - 1, false],
    ['assets/photo-a1.webp', 80_000, false],
    ['assets/photo-a1.png', 80_000, false],
    // Named without their content: rewritten after the bundle, a form could go stale.
    ['index.html', 4_000, false],
    ['sw.js', 180_000, false],
    ['first-paint.js', 2_800, false],
  ])('%s of %i bytes: %s', (fileName, bytes, expected) => {
    expect(precompressible(fileName, bytes)).toBe(expected);
  });
});

describe('the forms written after the bundle', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes brotli and gzip beside each hashed asset, decoding to the bytes written', async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'ecg-precompress-'));
    mkdirSync(path.join(outDir, 'assets'));
    const script = 'export const coast = "東部海岸";\n'.repeat(100);
    const files: Record<string, string> = {
      'assets/vendor-a1.js': script,
      'assets/tiny-b2.js': 'export {};',
      'index.html': '<!doctype html>'.repeat(100),
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(outDir, name), text);
    }
    const bundle = Object.fromEntries(
      Object.keys(files).map((fileName) => [fileName, { fileName }]),
    ) as unknown as Rolldown.OutputBundle;

    const plugin = precompressAssets();
    const writeBundle = plugin.writeBundle as (
      options: { dir: string },
      bundle: Rolldown.OutputBundle,
    ) => Promise<void>;
    await writeBundle({ dir: outDir }, bundle);

    const vendor = path.join(outDir, 'assets/vendor-a1.js');
    expect(brotliDecompressSync(readFileSync(`${vendor}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${vendor}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${vendor}.br`).length).toBeLessThan(script.length / 10);
    for (const left of ['assets/tiny-b2.js', 'index.html']) {
      expect(existsSync(path.join(outDir, `${left}.br`))).toBe(false);
      expect(existsSync(path.join(outDir, `${left}.gz`))).toBe(false);
    }
  });
});
