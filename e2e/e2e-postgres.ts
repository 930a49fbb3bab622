import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createDatabase,
  startPostgresServer,
  stopPostgresCluster,
} from '../server/test/postgres-server';
import { E2E_POSTGRES_RECORD, type PostgresRecord } from './e2e-run';

/*
 * The run's PostgreSQL server (docs/testing.md, End to end): Debian's, in a temporary folder of
 * its own, started by the runner before the workers' servers (playwright.config.ts) and stopped
 * at the run's end (global-teardown.ts). The last slot's server keeps its written tables in a
 * fresh database of it. The runner notes it in the run's folder, so that a run killed half-way
 * leaves the next run a server to stop and a folder to remove, not a stranger.
 */

/** Starts the server and makes the slot's database; notes both in E2E_POSTGRES_RECORD. */
export async function startE2ePostgres(): Promise<void> {
  const server = await startPostgresServer();
  try {
    const record: PostgresRecord = {
      folder: server.folder,
      url: await createDatabase(server.socketAddress),
    };
    writeFileSync(E2E_POSTGRES_RECORD, JSON.stringify(record));
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Stops the noted server, this run's or one a killed run left, and removes its folder. */
export function stopE2ePostgres(): void {
  if (!existsSync(E2E_POSTGRES_RECORD)) return;
  const { folder } = JSON.parse(readFileSync(E2E_POSTGRES_RECORD, 'utf8')) as PostgresRecord;
  stopPostgresCluster(folder);
  rmSync(E2E_POSTGRES_RECORD, { force: true });
}
