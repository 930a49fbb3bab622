import { COUNT_STRIPES, stripedSequence } from '@ecg/domain/rules/references';
import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { describe, expect, inject, it } from 'vitest';
import { openStore } from '../src/store/core/database';
import { migrationProvider } from '../src/store/core/migrations';
import { openPostgres } from '../src/store/core/postgres';
import { writtenMigrationProvider } from '../src/store/core/written-migrations';
import { referenceRepository } from '../src/store/writes/reference-repository';
import type { WrittenTables } from '../src/store/core/written-tables';
import { createDatabase } from './postgres-server';

/** A month counted in one row before the counts were striped: 100 numbers given in R-2611. */
const OLD_COUNT = 100;
const IN_NOVEMBER = Date.UTC(2026, 10, 20, 2, 0, 0);

const ENGINES: [string, () => Promise<Kysely<WrittenTables>>, MigrationProvider, string, string][] =
  [
    [
      'SQLite',
      async () => openStore(':memory:'),
      migrationProvider,
      '0031-rate-limit-hits',
      '0032-reference-count-stripes',
    ],
    [
      'PostgreSQL',
      async () => openPostgres(await createDatabase(inject('postgresAddress')), 2),
      writtenMigrationProvider,
      '0004-rate-limits',
      '0005-reference-count-stripes',
    ],
  ];

describe.each(ENGINES)(
  'the counts of public numbers on %s',
  (_, open, provider, before, striped) => {
    it('count on, in every stripe, past the numbers a month gave before they were striped', async () => {
      const db = await open();
      try {
        const migrator = new Migrator({ db, provider });
        await migrator.migrateTo(before);
        await sql`insert into reference_counter (prefix, last) values ('R-2611', ${OLD_COUNT})`.execute(
          db,
        );
        await migrator.migrateTo(striped);
        const stripes = await db.selectFrom('reference_count').selectAll().execute();
        expect(stripes).toHaveLength(COUNT_STRIPES);
        for (const { prefix, stripe, last } of stripes) {
          expect(prefix).toBe('R-2611');
          expect(stripedSequence(last + 1, stripe)).toBeGreaterThan(OLD_COUNT);
        }

        const number = await referenceRepository(db).next('R', IN_NOVEMBER);
        expect(number).toMatch(/^R-2611-\d{6}$/);
        const counted = await db
          .selectFrom('reference_count')
          .select(({ fn }) => fn.sum<number>('last').as('total'))
          .executeTakeFirstOrThrow();
        expect(Number(counted.total)).toBe(stripes.reduce((sum, row) => sum + row.last, 0) + 1);

        // Undone, the one row counts past every sequence the stripes gave.
        await migrator.migrateTo(before);
        const { rows } = await sql<{ last: number }>`select last from reference_counter`.execute(
          db,
        );
        expect(Number(rows[0]?.last)).toBeGreaterThanOrEqual(stripedSequence(3, COUNT_STRIPES - 1));
      } finally {
        await db.destroy();
      }
    });
  },
);
