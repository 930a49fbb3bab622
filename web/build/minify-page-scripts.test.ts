import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { minifiedScript, pageScriptsIn } from './minify-page-scripts';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

describe("the page's classic scripts, minified at build (web/build/minify-page-scripts.ts)", () => {
  it('are the .js files at the top of the public folder', () => {
    expect(pageScriptsIn(publicDir)).toEqual(['first-paint.js']);
  });

  it('come out without their comments, less than half the size, still a classic script', async () => {
    const source = readFileSync(path.join(publicDir, 'first-paint.js'), 'utf8');
    const code = await minifiedScript('first-paint.js', source);
    expect(code.length).toBeLessThan(source.length / 2);
    expect(code).not.toContain('Runs in the page');
    expect(code).not.toMatch(/\b(import|export)\b/);
    // Compiles as a script's body would (no module syntax, sloppy mode allowed).
    expect(() => new Function(code)).not.toThrow();
  });

  it('refuses what does not parse, naming the file', async () => {
    await expect(minifiedScript('broken.js', 'function (')).rejects.toThrow(/broken\.js/);
  });
});
