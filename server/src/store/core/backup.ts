import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import SQLite from 'better-sqlite3';

/** Where a backup goes unless told: var/backups/ beside the database, named by Taipei time. */
export function defaultBackupPath(databasePath: string, now: number): string {
  const stamp = formatTaipei(now).replaceAll('-', '').replace(' ', '-').replaceAll(':', '');
  return path.join(path.dirname(databasePath), 'backups', `east-coast-guide-${stamp}.sqlite`);
}

function syncPath(target: string): void {
  const handle = openSync(target, 'r');
  try {
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
}

/**
 * A copy of the database while the server runs (`npm run db:backup`): VACUUM INTO writes one
 * consistent snapshot of it from a read transaction, which in WAL mode neither waits for the
 * server's writes nor holds them up. The copy is checked, put on disk, and only then given its
 * name, so a backup that exists is whole.
 */
export function backupDatabase(databasePath: string, target: string): { bytes: number } {
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new SQLite(databasePath, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }
  try {
    const copy = new SQLite(partial, { readonly: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok')
        throw new Error(`The backup failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    // VACUUM INTO does not sync what it writes: a power cut could leave a named, torn copy.
    syncPath(partial);
    renameSync(partial, target);
    syncPath(path.dirname(target));
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { bytes: statSync(target).size };
}
