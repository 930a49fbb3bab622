import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pkg from '../package.json' with { type: 'json' };

const repository = fileURLToPath(new URL('../..', import.meta.url));
/** What the app is built from: its code, the shared contracts and rules, the locked libraries. */
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain/src'];
const LOCKFILE = 'package-lock.json';

function filesOf(entry: string): string[] {
  const full = path.join(repository, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter(
      (file) => statSync(path.join(repository, file)).isFile() && !/\.test\.tsx?$/.test(file),
    );
}

/**
 * The app's version: the package's and a hash of its sources. The update prompt and the menu
 * tell versions apart by it, and the answers the app saved are dropped when it changes (their
 * shape may have changed); a rebuild of the same sources keeps both.
 */
export function appVersion(): string {
  const hash = createHash('sha256');
  for (const file of [...SOURCES.flatMap(filesOf), LOCKFILE].sort()) {
    hash
      .update(`${file.split(path.sep).join('/')}\0`)
      .update(readFileSync(path.join(repository, file)));
  }
  return `${pkg.version}+${hash.digest('hex').slice(0, 12)}`;
}
