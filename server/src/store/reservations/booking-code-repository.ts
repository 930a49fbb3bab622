import { BOOKING_CODE_LENGTH, bookingCodeOf } from '@ecg/domain/rules/booking-codes';
import { randomBytes } from 'node:crypto';
import type { WrittenDb } from '../core/written-tables';
import { hashSecret } from '../writes/visitor-secrets';

/*
 * A booking's code, the secret its visitor finds and cancels it with (requirements §7 application;
 * rules/booking-codes.ts): drawn at random, and given to no two bookings.
 */

/** Tries for a code no booking has, before one is given up on (a clash is one in 10^11). */
const CODE_TRIES = 8;

export function bookingCodeRepository(db: WrittenDb) {
  return {
    /**
     * A booking code no other booking has, looked for in the write's transaction: the booking's
     * UPDATE already holds SQLite's write lock, so no other server gives the same code meanwhile;
     * the unique index on secret_hash refuses it where it is shared.
     */
    async unused(): Promise<string> {
      for (let tries = 0; tries < CODE_TRIES; tries += 1) {
        // A byte a character, twice as many as needed: a few are skipped (bookingCodeOf).
        const code = bookingCodeOf(randomBytes(2 * BOOKING_CODE_LENGTH));
        if (code === undefined) continue;
        const taken = await db
          .selectFrom('reservation_booking')
          .select('id')
          .where('secret_hash', '=', hashSecret(code))
          .executeTakeFirst();
        if (taken === undefined) return code;
      }
      throw new Error(`No unused booking code in ${CODE_TRIES} tries`);
    },
  };
}
