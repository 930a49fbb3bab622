// The repository's own imports, read from the files as TypeScript's pre-processor sees them
// (static, dynamic and re-exported): what scripts/server-folders.test.ts checks for loops and
// scripts/area-graph.mjs draws (docs/architecture.md, The house).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.tsx?$/;

/** Every TypeScript file under `folder`, tests included (they are the area's too). */
export function sourceFiles(folder, found = []) {
  for (const name of readdirSync(folder).sort()) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) sourceFiles(file, found);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(file);
  }
  return found;
}

/**
 * Every import of our own files as [importer, imported file]: a relative specifier, or one an
 * alias names (`aliases`: prefix → folder, as `@/` → web/src), resolved as TypeScript would
 * (`./x` as x.ts, x.tsx or x/index.ts); a file of another kind (`./x.css`) as written.
 */
export function importsOf(files, aliases = {}) {
  return files.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => targetOf(file, fileName, aliases))
      .filter((target) => target !== undefined)
      .map((target) => [file, target]),
  );
}

function targetOf(file, specifier, aliases) {
  if (specifier.startsWith('.')) return fileOf(path.resolve(path.dirname(file), specifier));
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  return alias === undefined
    ? undefined
    : fileOf(path.join(aliases[alias], specifier.slice(alias.length)));
}

const CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function fileOf(target) {
  if (SOURCE.test(target) && existsSync(target)) return target;
  const found = CANDIDATES.map((ending) => `${target}${ending}`).find((file) => existsSync(file));
  return found ?? target;
}
