import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../store/core/database';
import type { WrittenDb } from '../store/core/written-tables';
import { lostReportRepository } from '../store/lost-property/lost-report-repository';
import { challengeRepository } from '../store/members/challenge-repository';
import { memberTokenRepository } from '../store/members/member-token-repository';
import { publicationRequestRepository } from '../store/publications/publication-request-repository';
import { repairStatusRepository } from '../store/repairs/repair-status-repository';
import { bookingConsoleRepository } from '../store/reservations/booking-console-repository';
import { suggestionConsoleRepository } from '../store/suggestions/suggestion-console-repository';
import { rateLimitRepository } from '../store/writes/rate-limit-repository';

/** How often the erasing runs: each promise is of days or months, an hour late at most. */
export const ERASING_INTERVAL_MS = 3_600_000;

/** How many of each kind of record had their personal details erased in one run. */
export interface Erased {
  bookings: number;
  publicationRequests: number;
  repairReports: number;
  lostReports: number;
  suggestions: number;
  /** Member tokens ended (idle or past their absolute end), and passkey challenges expired. */
  memberTokens: number;
  memberChallenges: number;
  /** Limits' counts of windows that ended: each names a client's address. */
  rateLimitHits: number;
}

/**
 * Erases what every form promises to keep only for a time (docs/writes.md, Personal data kept):
 * a booking's contact after its visit, a publication's address after posting, a repair report's
 * and a lost-property report's contacts after closing, a suggestion's after the reply; and the
 * member tokens and passkey challenges no call can use any more (docs/members.md), and the
 * limits' counts of windows that ended. One
 * transaction, so a run is whole or not at all.
 */
export function eraseExpired(db: WrittenDb, now: number): Promise<Erased> {
  return inTransaction(db, async (trx) => ({
    bookings: await bookingConsoleRepository(trx).forgetPastContacts(now),
    publicationRequests: await publicationRequestRepository(trx).forgetPostedAddresses(now),
    repairReports: await repairStatusRepository(trx).eraseExpiredContacts(now),
    lostReports: await lostReportRepository(trx).eraseExpiredContacts(now),
    suggestions: await suggestionConsoleRepository(trx).eraseExpiredContacts(now),
    memberTokens: await memberTokenRepository(trx).forgetEnded(now),
    memberChallenges: await challengeRepository(trx).forgetExpired(now),
    rateLimitHits: await rateLimitRepository(trx).forgetEnded(now),
  }));
}

/**
 * Runs the erasing when the server is ready and every hour after, on a timer of its own: a form
 * nobody sends for a year still has its old contacts erased on time. A failed run is logged and
 * tried again the next hour; the timer never keeps the process alive.
 */
export function registerErasing(app: FastifyInstance, db: WrittenDb, now: () => number): void {
  const run = async () => {
    try {
      const erased = await eraseExpired(db, now());
      if (Object.values(erased).some((count) => count > 0)) app.log.info({ erased }, 'erased');
    } catch (error) {
      app.log.error({ err: error }, 'erasing personal data failed; next try in an hour');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), ERASING_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
