import { createHmac, createSecretKey, randomInt, type KeyObject } from 'node:crypto';
import { scrambledSequence } from '@ecg/domain/rules/reference-scramble';
import {
  COUNT_STRIPES,
  formatReference,
  referenceMonth,
  referencePrefix,
  stripedSequence,
  type ReferenceLetter,
} from '@ecg/domain/rules/references';
import { sql, type ExpressionBuilder } from 'kysely';
import { oneAtATime } from '../core/engine';
import type { WrittenDb, WrittenTables } from '../core/written-tables';

/*
 * The public numbers visitors' forms are answered with (R-2611-482913), counted in the
 * transaction of the write that takes one, so two writes never share one. The count is shown
 * scrambled, so a number tells nothing of the month's volume (docs/writes.md, Public numbers).
 */

/** The tables whose rows keep their number's month and sequence, a unique pair. */
type NumberedTable = 'reservation_booking' | 'publication_request' | 'suggestion';

export interface VisitorReference {
  number: string;
  month: string;
  sequence: number;
}

/** The store's key, asked in the statement that counts rather than in one more round trip. */
const storeKey = (eb: ExpressionBuilder<WrittenTables, keyof WrittenTables>) =>
  eb.selectFrom('reference_key').select('secret').as('secret');

/** The key of the last secret seen: one per store, and an HMAC keyed by it is five times faster. */
let lastKey: { secret: string; key: KeyObject } | undefined;

function keyOf(secret: string | null): KeyObject {
  if (!secret)
    throw new Error('reference_key: the store has no key for its numbers (migration 0025)');
  if (lastKey?.secret !== secret) {
    lastKey = { secret, key: createSecretKey(Buffer.from(secret, 'base64')) };
  }
  return lastKey.key;
}

/**
 * The number shown for the `sequence`-th of a prefix's month (`R-2611`): the month's count
 * permuted under the store's key (migration 0025), each prefix in an order of its own. Numbers
 * stay unique as the count is, and say nothing of how many came before.
 */
function shown(secret: string | null, prefix: string, sequence: number): string {
  const key = keyOf(secret);
  const scrambled = scrambledSequence(sequence, (round, half) =>
    createHmac('sha256', key).update(`${prefix} ${round} ${half}`).digest().readUInt32BE(0),
  );
  return formatReference(prefix, scrambled);
}

export function referenceRepository(db: WrittenDb) {
  return {
    /**
     * The next number of `letter` this Taipei month, counted in one of the prefix's stripes of
     * reference_count, taken at random: its row stays locked until the write commits, so writes
     * at the same moment take other rows instead of waiting in line for one.
     */
    async next(letter: Extract<ReferenceLetter, 'R' | 'L' | 'F'>, now: number): Promise<string> {
      const prefix = referencePrefix(letter, referenceMonth(now));
      const stripe = randomInt(COUNT_STRIPES);
      const { last, secret } = await db
        .insertInto('reference_count')
        .values({ prefix, stripe, last: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['prefix', 'stripe'])
            .doUpdateSet({ last: sql<number>`reference_count.last + 1` }),
        )
        .returning(['last', storeKey])
        .executeTakeFirstOrThrow();
      return shown(secret, prefix, stripedSequence(last, stripe));
    },

    /**
     * The next number of `letter` this Taipei month, counted in `table` itself, one write at a
     * time; its unique index on (month, sequence) would refuse a second that counted the same.
     */
    async nextIn(
      table: NumberedTable,
      letter: Extract<ReferenceLetter, 'B' | 'P' | 'S'>,
      now: number,
    ): Promise<VisitorReference> {
      const month = referenceMonth(now);
      await oneAtATime(db, `${table} ${month}`);
      const { rows } = await sql<{ last: number | null; secret: string | null }>`
        select max(sequence) as last, (select secret from reference_key) as secret
        from ${sql.table(table)} where month = ${month}`.execute(db);
      const sequence = (rows[0]?.last ?? 0) + 1;
      const number = shown(rows[0]?.secret ?? null, referencePrefix(letter, month), sequence);
      return { number, month, sequence };
    },
  };
}
