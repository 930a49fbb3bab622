import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, root, sourceFiles } from './import-graph.mjs';

const serverSrc = path.join(root, 'server/src');

/**
 * The imports from one of `folder`'s child folders to another that the other leads back from,
 * directly or round a longer loop: one line per pair of folders, with one import that makes it.
 */
function loopsAmong(folder: string, imports: [string, string][]): string[] {
  const childOf = (file: string) => {
    const [first, ...rest] = path.relative(folder, file).split(path.sep);
    return rest.length > 0 && first !== '..' ? first : undefined;
  };
  const edges = new Map<string, Map<string, string>>();
  for (const [from, to] of imports) {
    const a = childOf(from);
    const b = childOf(to);
    if (a === undefined || b === undefined || a === b) continue;
    const out = edges.get(a) ?? new Map<string, string>();
    if (!out.has(b)) out.set(b, `${path.relative(root, from)} imports ${path.relative(root, to)}`);
    edges.set(a, out);
  }
  const reaches = (from: string, to: string, seen = new Set<string>([from])): boolean =>
    [...(edges.get(from)?.keys() ?? [])].some(
      (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
    );
  const where = path.relative(root, folder);
  return [...edges].flatMap(([a, out]) =>
    [...out]
      .filter(([b]) => reaches(b, a))
      .map(([b, example]) => `${where}: ${a} → ${b} and back (${example})`),
  );
}

const foldersUnder = (folder: string): string[] => [
  folder,
  ...readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(file).isDirectory())
    .flatMap(foldersUnder),
];

/*
 * docs/architecture.md, The house: no two folders of the server import each other, neither its
 * top folders (store/ and routes/, seed/ and importer/) nor the areas inside one of them, so each
 * can be read, moved and tested from its own side of the arrow. Computed from the real imports.
 */
describe('the server folders', () => {
  const imports = importsOf(sourceFiles(serverSrc));

  it('are read from the real imports', () => {
    expect(imports.length).toBeGreaterThan(500);
  });

  it('never import each other, at any depth', () => {
    expect(foldersUnder(serverSrc).flatMap((folder) => loopsAmong(folder, imports))).toEqual([]);
  });

  it('find a loop between two folders, and one round three', () => {
    const at = (file: string) => path.join(serverSrc, file);
    const twoWay: [string, string][] = [
      [at('seed/a.ts'), at('importer/b.ts')],
      [at('importer/c.ts'), at('seed/d.ts')],
    ];
    expect(loopsAmong(serverSrc, twoWay)).toEqual([
      'server/src: seed → importer and back (server/src/seed/a.ts imports server/src/importer/b.ts)',
      'server/src: importer → seed and back (server/src/importer/c.ts imports server/src/seed/d.ts)',
    ]);
    const round: [string, string][] = [
      [at('a/x.ts'), at('b/x.ts')],
      [at('b/x.ts'), at('c/x.ts')],
      [at('c/x.ts'), at('a/x.ts')],
      [at('c/x.ts'), at('d/x.ts')],
    ];
    expect(loopsAmong(serverSrc, round)).toHaveLength(3);
    expect(loopsAmong(serverSrc, round.slice(0, 2))).toEqual([]);
  });
});
