import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPoolClient } from 'kysely';
import { INT8_TYPE_ID, int8AsNumber } from '../src/store/core/postgres';
import type { WrittenTables } from '../src/store/core/written-tables';

/** PostgreSQL's type id of bytea, a photo's bytes. */
const BYTEA_TYPE_ID = 17;
/** bytea's text form, `\\x` and its bytes in hex. */
const byteaAsBuffer = (text: string) => Buffer.from(text.slice(2), 'hex');

/** The statements whose affected rows Kysely counts, by the first word of their SQL. */
const COUNTED = /^\s*(insert|update|delete|merge)\b/i;

/**
 * The written tables on PGlite, PostgreSQL built to WebAssembly in this process, with nothing to
 * install or start (docs/testing.md, Written data on both engines). It has one connection: each
 * connection Kysely asks for waits until the one before is released, as a pool of one would.
 */
export function pgliteStore(): Kysely<WrittenTables> {
  const pglite = new PGlite({
    // As the pg driver of a server reads them: bigints as numbers, a bytea as a Buffer.
    parsers: { [INT8_TYPE_ID]: int8AsNumber, [BYTEA_TYPE_ID]: byteaAsBuffer },
  });
  let free: Promise<void> = Promise.resolve();
  const connect = async (): Promise<PostgresPoolClient> => {
    const before = free;
    let release = () => {};
    free = new Promise((resolve) => {
      release = resolve;
    });
    await before;
    return {
      async query(text: string, parameters: readonly unknown[]) {
        const { rows, affectedRows } = await pglite.query(text, [...parameters]);
        const command = COUNTED.exec(text)?.[1]?.toUpperCase() ?? 'SELECT';
        return { command, rowCount: affectedRows ?? 0, rows };
      },
      release,
    } as PostgresPoolClient;
  };
  return new Kysely<WrittenTables>({
    dialect: new PostgresDialect({ pool: { connect, end: () => pglite.close(), options: {} } }),
  });
}
