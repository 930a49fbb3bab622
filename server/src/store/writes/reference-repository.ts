import { createHmac } from 'node:crypto';
import { scrambledSequence } from '@ecg/domain/rules/reference-scramble';
import {
  formatReference,
  referenceMonth,
  referencePrefix,
  type ReferenceLetter,
} from '@ecg/domain/rules/references';
import { sql } from 'kysely';
import { oneAtATime } from '../core/engine';
import type { WrittenDb } from '../core/written-tables';

/*
 * The public numbers visitors' forms are answered with (R-2611-482913), counted in the
 * transaction of the write that takes one: a write rolled back gives its number back, and two
 * writes never share one. The count is shown scrambled, so a number tells nothing of the month's
 * volume (docs/architecture.md, Writes).
 */

/** The tables whose rows keep their number's month and sequence, a unique pair. */
type NumberedTable = 'reservation_booking' | 'publication_request' | 'suggestion';

export interface VisitorReference {
  number: string;
  month: string;
  sequence: number;
}

export function referenceRepository(db: WrittenDb) {
  /**
   * The number shown for the `sequence`-th of a prefix's month (`R-2611`): the month's count
   * permuted under the store's key (migration 0025), each prefix in an order of its own. Numbers
   * stay unique as the count is, and say nothing of how many came before.
   */
  async function shown(prefix: string, sequence: number): Promise<string> {
    const { secret } = await db
      .selectFrom('reference_key')
      .select('secret')
      .executeTakeFirstOrThrow();
    const key = Buffer.from(secret, 'base64');
    const scrambled = scrambledSequence(sequence, (round, half) =>
      createHmac('sha256', key).update(`${prefix} ${round} ${half}`).digest().readUInt32BE(0),
    );
    return formatReference(prefix, scrambled);
  }

  return {
    /** The next number of `letter` this Taipei month, counted in reference_counter. */
    async next(letter: Extract<ReferenceLetter, 'R' | 'L' | 'F'>, now: number): Promise<string> {
      const prefix = referencePrefix(letter, referenceMonth(now));
      const { last } = await db
        .insertInto('reference_counter')
        .values({ prefix, last: 1 })
        .onConflict((conflict) =>
          conflict.column('prefix').doUpdateSet({ last: sql<number>`reference_counter.last + 1` }),
        )
        .returning('last')
        .executeTakeFirstOrThrow();
      return shown(prefix, last);
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
      const { rows } = await sql<{ last: number | null }>`
        select max(sequence) as last from ${sql.table(table)} where month = ${month}`.execute(db);
      const sequence = (rows[0]?.last ?? 0) + 1;
      return { number: await shown(referencePrefix(letter, month), sequence), month, sequence };
    },
  };
}
