import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPaintChunksOf, ROUTE_SCREENS } from './first-paint-chunks';

const root = '/repo/web/';
const chunk = (fileName: string, source: string | null, imports: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId: source && `${root}${source}`,
    imports,
  }) as unknown as Rolldown.OutputChunk;

/** A bundle as the build makes it: each route's screen, the strings, the shared files. */
function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  const screens = Object.values(ROUTE_SCREENS).map((source, index) =>
    chunk(`assets/screen-${index}.js`, source, ['assets/vendor-1.js']),
  );
  return Object.fromEntries([...screens, ...chunks].map((output) => [output.fileName, output]));
}
const inPage = (file: string) => /(vendor|app)-/.test(file);

describe('what first-paint.js preloads (web/build/first-paint-chunks.ts)', () => {
  it("names each language's two files of strings", () => {
    const map = firstPaintChunksOf(
      bundleOf(
        chunk('assets/en-a.js', 'src/locales/en.json'),
        chunk('assets/en-b.js', 'src/locales/content/en.json'),
        chunk('assets/zh-cn-c.js', 'src/locales/zh-cn.json'),
      ),
      root,
      inPage,
    );
    expect(map.strings).toEqual({ en: 'assets/en-a.js', 'zh-cn': 'assets/zh-cn-c.js' });
    expect(map.content).toEqual({ en: 'assets/en-b.js' });
  });

  it('names a screen with what it imports, once each, less what every page loads', () => {
    const search = chunk('assets/SearchPage-1.js', ROUTE_SCREENS.search!, [
      'assets/vendor-1.js',
      'assets/app-2.js',
      'assets/list-3.js',
      'assets/card-4.js',
    ]);
    const map = firstPaintChunksOf(
      {
        ...bundleOf(),
        [search.fileName]: search,
        'assets/list-3.js': chunk('assets/list-3.js', null, ['assets/card-4.js']),
        'assets/card-4.js': chunk('assets/card-4.js', null, ['assets/app-2.js']),
      },
      root,
      inPage,
    );
    expect(map.screens.search).toEqual({
      files: ['assets/SearchPage-1.js', 'assets/list-3.js', 'assets/card-4.js'],
      content: true,
    });
    expect(map.screens['']?.content).toBe(false);
    expect(map.screens.game?.content).toBe(false);
  });

  it('fails the build where a route has no screen chunk', () => {
    expect(() => firstPaintChunksOf({}, root, inPage)).toThrow(/No chunk for the screen/);
  });

  // The table follows the routes: each screen it names is one the router loads.
  it.each(Object.entries(ROUTE_SCREENS))('route "%s" is the router\'s %s', (_route, source) => {
    const router = readFileSync(path.join(import.meta.dirname, '../src/app/router.tsx'), 'utf8');
    const imported = source.replace(/^src\//, '').replace(/\.tsx$/, '');
    const named = imported.startsWith('app/')
      ? `./${imported.slice('app/'.length)}`
      : `@/${imported}`;
    expect(router).toContain(`import('${named}')`);
  });
});
