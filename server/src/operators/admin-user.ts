import { readConfig } from '../config';
import type { Kysely } from 'kysely';
import { migrateToLatest, openStore } from '../store/core/database';
import type { WrittenTables } from '../store/core/written-tables';
import { openWrittenStore } from '../store/core/written-store';
import { CommandError, runOperatorCommand } from './operator-commands';

/**
 * The password of a new operator: ADMIN_PASSWORD when set (scripts, tests), else typed at the
 * terminal without echo. Never an argument, which the shell's history and `ps` would show.
 */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const { stdin, stdout } = process;
  if (!stdin.isTTY) throw new CommandError('Set ADMIN_PASSWORD, or run this at a terminal');
  stdout.write('Password (not shown): ');
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (finish: () => void) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      finish();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(() => resolve(typed));
        if (char === '\u0003') return done(() => reject(new CommandError('Cancelled')));
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * The same database the server opens (DATABASE_PATH, or DATABASE_URL's PostgreSQL for what is
 * written), migrated if the server never ran.
 */
const config = readConfig();
const store = openStore(config.databasePath);
let written: Kysely<WrittenTables> = store;
try {
  await migrateToLatest(store);
  written = await openWrittenStore(config.writtenDatabase, store);
  await runOperatorCommand(process.argv.slice(2), {
    store: written,
    readPassword,
    print: console.log,
  });
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof CommandError ? error.message : error);
} finally {
  if (written !== store) await written.destroy();
  await store.destroy();
}
