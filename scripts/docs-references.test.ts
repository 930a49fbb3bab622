import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'var', 'artifacts', 'test-results']);
const TEXT = /\.(ts|tsx|mjs|js|css|html|md|sh)$/;

/** The project's own text files: code, tests, scripts, docs. */
function sources(folder = root, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    if (SKIPPED.has(name) || name.startsWith('.')) continue;
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) sources(file, found);
    else if (TEXT.test(name)) found.push(file);
  }
  return found;
}

const requirements = readFileSync(path.join(root, 'docs/requirements.md'), 'utf8');
const sections = new Set([...requirements.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));

/**
 * The repository stands alone: what a comment cites is in its docs/. A `§N` (written
 * "requirements §N") is a section of docs/requirements.md; nothing points outside the clone.
 */
describe('references in the repository', () => {
  const self = fileURLToPath(import.meta.url);
  const files = sources().filter(
    (file) => file !== self && !file.endsWith(path.join('docs', 'requirements.md')),
  );

  it('cite only sections that docs/requirements.md has', () => {
    expect([...sections].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/§\s?(\d+)/g)]
        .filter((match) => !sections.has(match[1]!))
        .map((match) => `${path.relative(root, file)}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });

  it('cite no issue number: a comment says why and cites docs/', () => {
    const cited = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bissues? #?\d+/i.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [],
        ),
    );
    expect(cited).toEqual([]);
  });

  it('point to nothing outside the clone: no SPEC, DESIGN.md or ../shared', () => {
    const outside = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [/SPEC §/, /SPEC\.md/, /DESIGN\.md/, /\.\.\/shared\//]
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${path.relative(root, file)}: ${pattern.source}`);
    });
    expect(outside).toEqual([]);
  });
});

/** What a fresh clone lacks of what the docs name: build output, and what a keyed import writes. */
const MADE_LATER = ['web/dist', 'var/', 'artifacts/', 'data/sources/tdx-tourism/'];
const TOP_FOLDER = /^(domain|server|web|e2e|scripts|data|docs|eslint-rules|\.ci)\//;
const PLACEHOLDER = /[{}*…<>]/;

/** The paths a doc names in backticks: of this repository, without a placeholder. */
function namedPaths(text: string): string[] {
  return (
    [...text.matchAll(/`([^`\s]+)`/g)]
      .filter((match) => TOP_FOLDER.test(match[1]!) && !PLACEHOLDER.test(match[1]!))
      .filter((match) => !MADE_LATER.some((prefix) => match[1]!.startsWith(prefix)))
      // A path in another repository follows its name: "github:owner/name `data/x.json`".
      .filter(
        (match) => !/github:\S+\s*$/.test(text.slice(Math.max(0, match.index - 80), match.index)),
      )
      .map((match) => match[1]!)
  );
}

/** The README and docs/: a newcomer follows their paths and links, so each must lead somewhere. */
describe('paths in the README and docs/', () => {
  const docs = [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];

  it('name files and folders that exist', () => {
    const missing = docs.flatMap((doc) =>
      namedPaths(readFileSync(path.join(root, doc), 'utf8'))
        .filter((named) => !existsSync(path.join(root, named)))
        .map((named) => `${doc}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it('link to files that exist', () => {
    const broken = docs.flatMap((doc) => {
      const text = readFileSync(path.join(root, doc), 'utf8');
      return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1]!)
        .filter((link) => !/^[a-z]+:/.test(link))
        .filter((link) => !existsSync(path.resolve(path.dirname(path.join(root, doc)), link)))
        .map((link) => `${doc}: ${link}`);
    });
    expect(broken).toEqual([]);
  });
});
