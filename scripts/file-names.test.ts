import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WORKER_ASSET } from '../server/src/plugins/security-headers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The project's own files, as git knows them (no dependency, build output or store). */
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|mjs|js|css)$/.test(file));

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const COMPONENT = /^([A-Z][A-Za-z0-9]*)(\.test)?$/;

/** "ListCard.test.tsx" → "ListCard.test"; "vite.admin.config.ts" → "vite.admin.config". */
const stem = (file: string) => path.basename(file).replace(/\.[^.]+$/, '');

/**
 * Names as docs/architecture.md (Conventions) says: files and folders kebab-case; a `.tsx` file
 * holding one component named after it, PascalCase, and its tests after it too.
 */
describe('file names', () => {
  it('are kebab-case, or a component and its tests named after it', () => {
    const files = new Set(tracked);
    const misnamed = tracked.filter((file) => {
      const name = stem(file);
      if (KEBAB.test(name)) return false;
      const component = COMPONENT.exec(name)?.[1];
      if (!component) return true;
      return !files.has(path.join(path.dirname(file), `${component}.tsx`));
    });
    expect(misnamed).toEqual([]);
  });

  it('have folders in kebab-case', () => {
    const folders = new Set(tracked.flatMap((file) => path.dirname(file).split('/')));
    const misnamed = [...folders].filter(
      (folder) => folder !== '.' && !KEBAB.test(folder.replace(/^[._]/, '')),
    );
    expect(misnamed).toEqual([]);
  });
});

/**
 * A worker runs under the policy its own script is answered with, and the server tells a
 * worker's script from the other assets by its name (server/src/plugins/security-headers.ts): a
 * worker named otherwise would be answered with the API's policy, refusing it everything.
 */
describe("workers' names", () => {
  const workerSources = tracked
    .filter((file) => file.startsWith('web/src/') && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
          /new (?:Shared)?Worker\(\s*new URL\(\s*['"]([^'"]+)['"]/g,
        ),
      ].map((match) => path.basename(match[1] ?? '')),
    );

  it('end in -worker, so the built file is answered as a document', () => {
    expect(workerSources.length).toBeGreaterThan(0);
    for (const source of workerSources) {
      expect(source).toMatch(/-worker\.ts$/);
      const built = `/pwa/assets/${source.replace(/\.ts$/, '')}-DmGBi_M-f7.js`;
      expect(WORKER_ASSET.test(built), built).toBe(true);
    }
  });
});
