import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_FILES_WITH_MOCKS } from '../vitest.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const testFiles = (folder: string) =>
  execFileSync('git', ['ls-files', folder], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.test\.tsx?$/.test(file));

const replacesModules = (file: string) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8'));

/*
 * domain's and server's test files share their worker's modules (vitest.config.ts): a file that
 * replaced a module would replace it for the files run after it, so such a file must run in the
 * isolated project.
 */
describe('unit projects that share modules', () => {
  it('hold no test file that replaces a module, but the isolated ones', () => {
    expect(testFiles('domain').filter(replacesModules)).toEqual([]);
    expect(
      testFiles('server')
        .filter(replacesModules)
        .map((file) => path.relative('server', file))
        .sort(),
    ).toEqual([...SERVER_FILES_WITH_MOCKS].sort());
  });
});
