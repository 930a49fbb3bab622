import {
  formatReference,
  referenceMonth,
  referencePrefix,
  type ReferenceLetter,
} from '@ecg/domain/rules/references';
import { sql, type Kysely } from 'kysely';
import { shownSequence } from './reference-scrambler';
import type { Database } from '../core/schema';

/**
 * The next public number of a form (R-2611-482913), counted in the transaction of the write that
 * takes it: a write rolled back gives its number back, and two writes never share one. The count
 * is shown scrambled (reference-scrambler.ts), so a number tells nothing of the month's volume.
 */
export async function nextReference(
  db: Kysely<Database>,
  letter: Extract<ReferenceLetter, 'R' | 'L' | 'F'>,
  now: number,
): Promise<string> {
  const prefix = referencePrefix(letter, referenceMonth(now));
  const { last } = await db
    .insertInto('reference_counter')
    .values({ prefix, last: 1 })
    .onConflict((conflict) =>
      conflict.column('prefix').doUpdateSet({ last: sql<number>`reference_counter.last + 1` }),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return formatReference(prefix, await shownSequence(db, prefix, last));
}
