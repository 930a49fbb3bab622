import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/** Each name `file`'s code gives to the store: an identifier `store`, or the store's types. */
function storeNamesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === 'store') found.push('store');
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text.endsWith('/store/core/database')
    )
      found.push(node.moduleSpecifier.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/*
 * docs/architecture.md, The house: an area's index.ts makes its repositories of the store and
 * gives them to its routes; the write path (routes/writes/) alone holds the store, to open each
 * write's transaction. A route reads through the repositories it is given, and writes through
 * those of its transaction: it never names the store.
 */
describe('the routes', () => {
  const routesSrc = path.join(serverSrc, 'routes');
  const routeFiles = sourceFiles(routesSrc).filter(
    (file) =>
      path.basename(file) !== 'index.ts' &&
      !file.endsWith('.test.ts') &&
      !path.relative(routesSrc, file).startsWith(`writes${path.sep}`),
  );

  it('are found', () => {
    expect(routeFiles.length).toBeGreaterThan(50);
  });

  it('receive repositories, never the store', () => {
    const naming = routeFiles
      .map((file) => [path.relative(root, file), [...new Set(storeNamesIn(file))]] as const)
      .filter(([, names]) => names.length > 0)
      .map(([file, names]) => `${file}: ${names.join(', ')}`);
    expect(naming).toEqual([]);
  });

  it('see the store named in code, and not in a comment', () => {
    const file = path.join(serverSrc, 'routes/writes/write-route.ts');
    expect(storeNamesIn(file)).toContain('store');
    expect(storeNamesIn(path.join(serverSrc, 'routes/repairs/repairs.ts'))).toEqual([]);
  });
});
