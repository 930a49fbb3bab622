import { REPORTS_TO_HIDE } from '@ecg/domain/rules/reviews';
import type { Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { WrittenTables } from '../src/store/core/written-tables';
import { memberTokenRepository } from '../src/store/members/member-token-repository';
import {
  repairReportRepository,
  type RepairSubmission,
} from '../src/store/repairs/repair-report-repository';
import { reviewPlaceRepository } from '../src/store/reviews/review-places';
import { reviewRepository } from '../src/store/reviews/review-repository';
import { surveyRepository } from '../src/store/surveys/survey-repository';
import { seededStore } from './helper';
import { heldOpen, untilWaiting } from './postgres-waits';
import { onWrittenStore, POSTGRES } from './written-engines';

/**
 * The writes that read before they write, two at once on PostgreSQL (docs/operations.md, One at
 * a time): the second waits for the first and sees what it wrote. On SQLite a writing
 * transaction holds the whole file, so two never overlap there.
 */
const NOW = Date.UTC(2026, 10, 3, 2, 0, 0);
const BOARDWALK = { lat: 23.1235, lng: 121.4115 };
/** 40 m north of the boardwalk: the same spot. */
const NORTH_OF_IT = { lat: BOARDWALK.lat + 40 / 111_195, lng: BOARDWALK.lng };

const report = (place: RepairSubmission['place'], category = 'walkway' as const) => ({
  category,
  place,
  description: 'A loose board on the boardwalk',
  photos: [],
  lang: 'en',
  now: NOW,
});

describe('on PostgreSQL, two writes at once', () => {
  let db: Kysely<WrittenTables>;
  onWrittenStore(POSTGRES, (opened) => {
    db = opened;
  });

  it('a report of a spot waits for the report of that spot being written, and finds it', async () => {
    const first = heldOpen(db, async (trx) => {
      const reports = repairReportRepository(trx);
      await reports.holdSpot(report(BOARDWALK));
      expect(await reports.findDuplicate(report(BOARDWALK))).toBeUndefined();
      return (await reports.create(report(BOARDWALK))).report;
    });
    const number = await first.worked;
    // Another fault at the same spot waits for nobody.
    await db.transaction().execute(async (trx) => {
      const toilet = { ...report(BOARDWALK), category: 'toilet' as const };
      await repairReportRepository(trx).holdSpot(toilet);
      expect(await repairReportRepository(trx).findDuplicate(toilet)).toBeUndefined();
    });
    const second = db.transaction().execute(async (trx) => {
      const reports = repairReportRepository(trx);
      await reports.holdSpot(report(NORTH_OF_IT));
      return reports.findDuplicate(report(NORTH_OF_IT));
    });
    await untilWaiting(db);
    await first.commit();
    expect(await second).toBe(number);
  });

  it('the last of two reports of a review at once counts both, and hides it', async () => {
    const { id } = await db
      .insertInto('reviews')
      .values({
        member_id: null,
        place_kind: 'attraction',
        place_id: 1,
        rating: 1,
        text: 'A review that reporters find offensive',
        visit_month: '2026-10',
        lang: 'en',
        status: 'shown',
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const content = await seededStore();
    onTestFinished(() => content.destroy());
    const places = reviewPlaceRepository(content);
    const reportBy = (reporter: string) => (trx: Kysely<WrittenTables>) =>
      reviewRepository(trx, places).report(id, reporter, 'offensive', NOW);
    for (let reporter = 1; reporter <= REPORTS_TO_HIDE - 2; reporter++)
      await reportBy(`reporter ${reporter}`)(db);
    const first = heldOpen(db, reportBy('the one before last'));
    await first.worked;
    const last = db.transaction().execute(reportBy('the last'));
    await untilWaiting(db);
    await first.commit();
    await last;
    const { status } = await db
      .selectFrom('reviews')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('hidden');
  });

  describe("a member's writes", () => {
    async function memberWithTokens(count: number) {
      const { id } = await db
        .insertInto('members')
        .values({ display_name: 'Lin Mei', user_handle: 'handle-of-lin-mei', created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      const tokens = [];
      for (let i = 0; i < count; i++)
        tokens.push((await memberTokenRepository(db).open(Number(id), NOW)).token);
      return { memberId: Number(id), tokens };
    }

    it('from two phones are made one after the other', async () => {
      const { tokens } = await memberWithTokens(2);
      const [phone, laptop] = tokens as [string, string];
      const first = heldOpen(db, (trx) =>
        memberTokenRepository(trx).use(phone, NOW, { inWrite: true }),
      );
      expect(await first.worked).toBeDefined();
      const second = db
        .transaction()
        .execute((trx) => memberTokenRepository(trx).use(laptop, NOW, { inWrite: true }));
      await untilWaiting(db);
      await first.commit();
      expect(await second).toBeDefined();
    });

    it('after a sign-out everywhere write nothing', async () => {
      const { memberId, tokens } = await memberWithTokens(2);
      const [phone, laptop] = tokens as [string, string];
      const signOut = heldOpen(db, async (trx) => {
        await memberTokenRepository(trx).use(phone, NOW, { inWrite: true });
        await memberTokenRepository(trx).endAll(memberId);
      });
      await signOut.worked;
      const write = db
        .transaction()
        .execute((trx) => memberTokenRepository(trx).use(laptop, NOW, { inWrite: true }));
      await untilWaiting(db);
      await signOut.commit();
      expect(await write).toBeUndefined();
    });
  });

  it('of two answers with one form token, the second is refused, not failed', async () => {
    const { id } = await db
      .insertInto('survey')
      .values({
        id: 1,
        title_zh: '遊客滿意度',
        title_en: 'Visitor satisfaction',
        title_ja: '満足度',
        intro_zh: '',
        intro_en: '',
        intro_ja: '',
        open: 1,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = (trx: Kysely<WrittenTables>) =>
      surveyRepository(trx).saveResponse({
        surveyId: Number(id),
        tokenHash: 'the hash of one token',
        lang: 'en',
        createdAt: NOW,
        answers: {},
      });
    const first = heldOpen(db, answer);
    expect(await first.worked).toBeDefined();
    const second = db.transaction().execute(answer);
    await untilWaiting(db);
    await first.commit();
    expect(await second).toBeUndefined();
  });
});
