import {
  referenceNumber,
  referencePrefix,
  type ReferenceLetter,
} from '@ecg/domain/rules/reference-numbers';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * The next public number of a form (R-2611-0042), counted in the transaction of the write that
 * takes it: a write rolled back gives its number back, and two writes never share one.
 */
export async function nextReference(
  db: Kysely<Database>,
  letter: ReferenceLetter,
  now: number,
): Promise<string> {
  const prefix = referencePrefix(letter, now);
  const { last } = await db
    .insertInto('reference_counter')
    .values({ prefix, last: 1 })
    .onConflict((conflict) =>
      conflict.column('prefix').doUpdateSet({ last: sql<number>`reference_counter.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return referenceNumber(prefix, last);
}
