import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from './config';
import { backupDatabase, defaultBackupPath } from './store/core/backup';

/**
 * npm run db:backup [-- <file>]: a whole, checked copy of the database, taken while the server
 * runs. Restoring it is in docs/operations.md (Backup and restore).
 */
const config = readConfig();
if (!existsSync(config.databasePath)) {
  console.error(
    `No database at ${config.databasePath}: set DATABASE_PATH, or start the server once to create it.`,
  );
  process.exit(1);
}
const target = path.resolve(process.argv[2] ?? defaultBackupPath(config.databasePath, Date.now()));
mkdirSync(path.dirname(target), { recursive: true });
const { bytes } = backupDatabase(config.databasePath, target);
console.log(`Backed up ${config.databasePath} to ${target} (${(bytes / 1_048_576).toFixed(1)} MB)`);
