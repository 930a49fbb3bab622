import { createHmac } from 'node:crypto';
import { scrambledSequence } from '@ecg/domain/rules/reference-scramble';
import type { Kysely } from 'kysely';
import type { Database } from '../core/schema';

/**
 * The number shown for the `sequence`-th of a prefix's month (`R-2611`): the month's count
 * permuted under the store's key (migration 0025), each prefix in an order of its own. Numbers
 * stay unique as the count is, and say nothing of how many came before.
 */
export async function shownSequence(
  db: Kysely<Database>,
  prefix: string,
  sequence: number,
): Promise<number> {
  const { secret } = await db
    .selectFrom('reference_key')
    .select('secret')
    .executeTakeFirstOrThrow();
  const key = Buffer.from(secret, 'base64');
  return scrambledSequence(sequence, (round, half) =>
    createHmac('sha256', key).update(`${prefix} ${round} ${half}`).digest().readUInt32BE(0),
  );
}
