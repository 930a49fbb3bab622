import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  formatReference,
  referenceMonth,
  referencePrefix,
  type ReferenceLetter,
} from '@ecg/domain/rules/references';
import { sql, type Transaction } from 'kysely';
import { shownSequence } from './reference-scrambler';
import type { Database } from '../core/schema';

/*
 * The number and secret a visitor's booking or request is answered with. The number counts
 * in its month, inside the write's transaction; a unique index on (month, sequence) refuses a
 * second server that counted the same, so no two visitors ever share a number. The count is
 * shown scrambled (reference-scrambler.ts), so a number tells nothing of the month's volume.
 */

/** The tables whose rows carry a public number: month and sequence columns. */
type NumberedTable = 'reservation_booking' | 'publication_request';

export interface VisitorReference {
  number: string;
  month: string;
  sequence: number;
}

/** The next number of `letter` this Taipei month, e.g. B-2611-482913. */
export async function nextReference(
  trx: Transaction<Database>,
  table: NumberedTable,
  letter: Extract<ReferenceLetter, 'B' | 'P'>,
  now: number,
): Promise<VisitorReference> {
  const month = referenceMonth(now);
  const { rows } = await sql<{ last: number | null }>`
    select max(sequence) as last from ${sql.table(table)} where month = ${month}`.execute(trx);
  const sequence = (rows[0]?.last ?? 0) + 1;
  const prefix = referencePrefix(letter, month);
  return {
    number: formatReference(prefix, await shownSequence(trx, prefix, sequence)),
    month,
    sequence,
  };
}

/** A secret for the visitor's own link: 144 random bits, URL-safe. */
export const newSecret = (): string => randomBytes(18).toString('base64url');

/** Only its hash is kept: a copy of the database does not open anyone's booking. */
export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');

/** Compared in constant time, so the answer's timing says nothing of the secret. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashSecret(secret));
  const kept = Buffer.from(hash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}
