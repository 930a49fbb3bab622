import type { Contact } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { issuedReferencePattern } from '@ecg/domain/rules/references';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../src/store/core/database';
import type { WrittenTables } from '../src/store/core/written-tables';
import { OperatorRefusal } from '../src/store/operators/operator-refusal';
import { seedContent } from '../src/seed/seed';
import { dataDir, seededStore } from './helper';
import {
  foundItemConsoleRepository,
  type FoundItemInput,
} from '../src/store/lost-property/found-item-console-repository';
import { foundItemRepository } from '../src/store/lost-property/found-item-repository';
import { visitorCentreRepository } from '../src/store/content/visitor-centre-repository';
import {
  lostReportRepository,
  type LostReportFilter,
} from '../src/store/lost-property/lost-report-repository';
import { repairReportRepository } from '../src/store/repairs/repair-report-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

/**
 * The staff's functions on found items and lost items' reports, against a real store of each
 * engine of the written tables beside the seeded content (the visitor centres), and the visitors'
 * tables left alone by a re-seed.
 */
let content: Store;
let store: Kysely<WrittenTables>;
let centreId: number;
const NOV_26 = parseTaipei('2026-11-26 09:00');

beforeAll(async () => {
  content = await seededStore();
  const centre = await content
    .selectFrom('place_collection')
    .select('place_id')
    .where('collection', '=', 'visitor-center')
    .orderBy('place_id')
    .executeTakeFirstOrThrow();
  centreId = centre.place_id;
});
afterAll(async () => content.destroy());

const inTransaction = <T>(work: (trx: Transaction<WrittenTables>) => Promise<T>) =>
  store.transaction().execute((trx) => work(trx));
const item = (change: Partial<FoundItemInput> = {}): FoundItemInput => ({
  category: 'bag',
  description: 'Red backpack with a water bottle',
  placeFound: 'Baxian Cave',
  foundOn: '2026-11-24',
  keepUntil: '2027-02-24',
  collectPlaceId: centreId,
  ...change,
});
const centres = () => new Set([centreId]);
const register = (change: Partial<FoundItemInput> = {}) =>
  inTransaction((trx) => foundItemConsoleRepository(trx).register(item(change), NOV_26, centres()));
const shown = async (place: string) =>
  (
    await foundItemRepository(store, visitorCentreRepository(content)).listHeld(
      { place, page: 1, pageSize: 20 },
      'en',
      '2026-11-26',
    )
  ).items;
const contact: Contact = { name: 'Chen', email: 'chen@example.tw', phone: undefined };
const lost = (change: { category?: 'bag' | 'keys'; lostOn?: string; now?: number } = {}) =>
  inTransaction((trx) =>
    lostReportRepository(trx).create({
      category: change.category ?? 'bag',
      description: 'A red backpack',
      placeLost: 'Baxian Cave',
      lostOn: change.lostOn ?? '2026-11-24',
      contact,
      lang: 'zh-tw',
      now: change.now ?? NOV_26,
    }),
  );

describe.each(WRITTEN_ENGINES)('on $name', (engine) => {
  onWrittenStore(engine, (db) => {
    store = db;
  });

  describe('found items', () => {
    it('are registered with a number, corrected while held, and leave the list when given back', async () => {
      const number = await register({ placeFound: 'Baxian Cave car park' });
      expect(number).toMatch(issuedReferencePattern('F', '2611'));
      await inTransaction((trx) =>
        foundItemConsoleRepository(trx).edit(
          number,
          { description: 'Red backpack, two bottles' },
          NOV_26 + 1000,
          centres(),
        ),
      );
      expect((await shown('Baxian Cave car park')).map((i) => i.description)).toEqual([
        'Red backpack, two bottles',
      ]);
      await inTransaction((trx) =>
        foundItemConsoleRepository(trx).markReturned(number, {
          at: NOV_26 + 2000,
          note: 'Owner showed ID',
        }),
      );
      expect(await shown('Baxian Cave car park')).toEqual([]);
      const staff = await inTransaction((trx) =>
        foundItemConsoleRepository(trx).listForStaff({ state: 'returned' }),
      );
      expect(staff.items.find((row) => row.number === number)).toMatchObject({
        state: 'returned',
        returned_at: NOV_26 + 2000,
        return_note: 'Owner showed ID',
      });
      await expect(
        inTransaction((trx) =>
          foundItemConsoleRepository(trx).markReturned(number, { at: NOV_26 + 3000 }),
        ),
      ).rejects.toMatchObject({ reason: 'notHeld' });
    });

    it.each([
      ['a place that is no visitor centre', { collectPlaceId: 999_999_999 }, 'notVisitorCentre'],
      ['a last day before the day found', { keepUntil: '2026-11-01' }, 'days'],
    ])('refuses %s', async (_name, change, reason) => {
      const before = (await inTransaction((trx) => foundItemConsoleRepository(trx).listForStaff()))
        .total;
      await expect(register(change)).rejects.toBeInstanceOf(OperatorRefusal);
      await expect(register(change)).rejects.toMatchObject({ reason });
      expect(
        (await inTransaction((trx) => foundItemConsoleRepository(trx).listForStaff())).total,
      ).toBe(before);
    });
  });

  describe("lost items' reports", () => {
    it('are listed by state, category and day, newest first', async () => {
      const keys = await lost({ category: 'keys', lostOn: '2026-11-20', now: NOV_26 + 5000 });
      const bag = await lost({ now: NOV_26 + 6000 });
      const list = (filter: LostReportFilter) =>
        inTransaction(async (trx) =>
          (await lostReportRepository(trx).list(filter)).items.map((r) => r.number),
        );
      expect((await list({})).slice(0, 2)).toEqual([bag, keys]);
      expect(await list({ category: 'keys' })).toEqual([keys]);
      expect(await list({ from: '2026-11-20', to: '2026-11-20' })).toEqual([keys]);
      const [row] = (
        await inTransaction((trx) => lostReportRepository(trx).list({ category: 'keys' }))
      ).items;
      expect(row).toMatchObject({
        contact_name: 'Chen',
        contact_email: 'chen@example.tw',
        state: 'open',
      });
    });

    it('are matched to a held item once', async () => {
      const report = await lost();
      const found = await register();
      await inTransaction((trx) =>
        lostReportRepository(trx).match({ report, item: found, at: NOV_26 + 9000 }),
      );
      const [row] = (
        await inTransaction((trx) => lostReportRepository(trx).list({ state: 'matched' }))
      ).items.filter((r) => r.number === report);
      expect(row).toMatchObject({ state: 'matched', matched_at: NOV_26 + 9000 });
      await expect(
        inTransaction((trx) =>
          lostReportRepository(trx).match({ report, item: found, at: NOV_26 }),
        ),
      ).rejects.toMatchObject({ reason: 'notOpen' });
      await expect(
        inTransaction((trx) =>
          lostReportRepository(trx).match({ report: 'L-2611-9999', item: found, at: NOV_26 }),
        ),
      ).rejects.toMatchObject({ reason: 'notFound' });
    });

    it('lose their contact six months after they were made', async () => {
      const old = await lost({ now: parseTaipei('2026-05-01 10:00') });
      const recent = await lost({ now: parseTaipei('2026-06-01 10:00') });
      await inTransaction((trx) =>
        lostReportRepository(trx).eraseExpiredContacts(parseTaipei('2026-11-15 10:00')),
      );
      const rows = await store
        .selectFrom('lost_report')
        .select(['number', 'contact_name', 'contact_email'])
        .where('number', 'in', [old, recent])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { number: old, contact_name: null, contact_email: null },
        { number: recent, contact_name: 'Chen', contact_email: 'chen@example.tw' },
      ]);
    });
  });
});

// The written tables share the content's file on SQLite alone: there a re-seed, which replaces the
// content's tables, must leave them be. Apart on PostgreSQL, a re-seed cannot reach them.
describe('re-seeding the content', () => {
  beforeAll(() => {
    store = content;
  });

  it("leaves the visitors' and the staff's records as they were", async () => {
    await register({ placeFound: 'Before the re-seed' });
    await lost();
    await inTransaction((trx) =>
      repairReportRepository(trx).create({
        category: 'sign',
        place: { name: 'Dulan trailhead' },
        description: 'The trail sign has fallen over.',
        photos: [],
        lang: 'en',
        now: NOV_26,
      }),
    );
    const tables = [
      'found_item',
      'lost_report',
      'repair_report',
      'repair_submission',
      'repair_status_change',
      'reference_count',
    ] as const;
    const rows = () =>
      Promise.all(tables.map((table) => store.selectFrom(table).selectAll().execute()));
    const before = await rows();
    await seedContent(content, dataDir);
    expect(await rows()).toEqual(before);
  });
});
