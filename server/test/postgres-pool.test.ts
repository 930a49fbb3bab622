import { sql } from 'kysely';
import pg from 'pg';
import { expect, inject, it, vi } from 'vitest';
import { openPostgres } from '../src/store/core/postgres';
import { createDatabase } from './postgres-server';

/*
 * A server's pool outlives a connection PostgreSQL ends while it is idle (a restart, a failover,
 * an administrator, or the e2e run stopping its PostgreSQL before its servers): unheard, the
 * pool's error would stop the whole server (openPostgres).
 */
it('drops an idle connection PostgreSQL ends, says so, and answers on a new one', async () => {
  const address = inject('postgresAddress');
  const db = openPostgres(await createDatabase(address), 1);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const admin = new pg.Client({ connectionString: address });
  await admin.connect();
  try {
    const pidOf = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
    const first = await pidOf();
    await admin.query('select pg_terminate_backend($1)', [first]);
    // Waits on the warning itself; the bound only says when a failure is called.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce(), { timeout: 30_000 });
    expect(warn.mock.calls[0]![0]).toMatch(/^PostgreSQL ended an idle connection of the pool: /);
    expect(await pidOf()).not.toBe(first);
  } finally {
    warn.mockRestore();
    await admin.end();
    await db.destroy();
  }
});
