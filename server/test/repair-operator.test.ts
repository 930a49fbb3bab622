import { parseTaipei } from '@ecg/domain/rules/datetime';
import sharp from 'sharp';
import type { Kysely, Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keptPhotoOf } from '../src/content/visitor-photos';
import type { WrittenTables } from '../src/store/core/written-tables';
import { OperatorRefusal } from '../src/store/operators/operator-refusal';
import { cameraJpeg, dataUrlOf } from './service-forms-support';
import {
  repairConsoleRepository,
  type RepairReportFilter,
} from '../src/store/repairs/repair-console-repository';
import {
  repairReportRepository,
  type RepairSubmission,
} from '../src/store/repairs/repair-report-repository';
import { repairStatusRepository } from '../src/store/repairs/repair-status-repository';
import { onWrittenStore, WRITTEN_ENGINES } from './written-engines';

/**
 * The staff's functions on repair reports, each in a transaction, against a real store of each
 * engine of the written tables (a photo is a blob on SQLite, a bytea on PostgreSQL).
 */
let store: Kysely<WrittenTables>;
const NOV_26 = parseTaipei('2026-11-26 09:00');
const DAY_MS = 86_400_000;

const inTransaction = <T>(work: (trx: Transaction<WrittenTables>) => Promise<T>) =>
  store.transaction().execute((trx) => work(trx));

const submission = (change: Partial<RepairSubmission> = {}): RepairSubmission => ({
  category: 'walkway',
  place: { lat: 23.1236, lng: 121.4113, name: 'Sanxiantai bridge' },
  description: 'A loose board on the arch bridge.',
  contact: { name: 'Lin', email: 'lin@example.tw', phone: undefined },
  photos: [],
  lang: 'en',
  now: NOV_26,
  ...change,
});
const make = (change: Partial<RepairSubmission> = {}) =>
  inTransaction((trx) => repairReportRepository(trx).create(submission(change)));
const change = (
  number: string,
  status: 'open' | 'acknowledged' | 'in_progress' | 'closed',
  at: number,
  note?: string,
) =>
  inTransaction((trx) =>
    repairStatusRepository(trx).change({ number, status, note, by: 'ranger-7', at }),
  );

describe.each(WRITTEN_ENGINES)('on $name', (engine) => {
  onWrittenStore(engine, (db) => {
    store = db;
  });

  describe("the console's list", () => {
    it('filters by status, category, days and distance, newest first, a page at a time', async () => {
      const bridge = await make();
      const toilet = await make({
        category: 'toilet',
        now: NOV_26 + DAY_MS,
        place: { lat: 22.7583, lng: 121.1444 },
      });
      const sign = await make({
        category: 'sign',
        now: NOV_26 + 2 * DAY_MS,
        place: { name: 'Dulan trail' },
      });
      await change(toilet.number, 'acknowledged', NOV_26 + DAY_MS + 60_000);
      const list = (filter: RepairReportFilter) =>
        inTransaction(async (trx) =>
          (await repairConsoleRepository(trx).list(filter)).items.map((item) => item.number),
        );

      expect(await list({})).toEqual([sign.number, toilet.number, bridge.number]);
      expect(await list({ status: ['open'] })).toEqual([sign.number, bridge.number]);
      expect(await list({ category: 'toilet' })).toEqual([toilet.number]);
      expect(await list({ from: '2026-11-27', to: '2026-11-27' })).toEqual([toilet.number]);
      expect(await list({ near: { lat: 23.124, lng: 121.4113, metres: 100 } })).toEqual([
        bridge.number,
      ]);
      expect(await list({ near: { lat: 23.13, lng: 121.4113, metres: 100 } })).toEqual([]);
      const page = await inTransaction((trx) =>
        repairConsoleRepository(trx).list({ pageSize: 2, page: 2 }),
      );
      expect(page.total).toBe(3);
      expect(page.items).toEqual([
        expect.objectContaining({
          number: bridge.number,
          category: 'walkway',
          status: 'open',
          placeName: 'Sanxiantai bridge',
          description: 'A loose board on the arch bridge.',
          submissions: 1,
        }),
      ]);
    });
  });

  describe('a status change', () => {
    it('stamps each change with its time, author and note, and closes and reopens', async () => {
      const { number } = await make();
      await change(number, 'acknowledged', NOV_26 + 1000, 'Seen');
      await change(number, 'in_progress', NOV_26 + 2000);
      await change(number, 'in_progress', NOV_26 + 3000, 'Boards ordered');
      await change(number, 'closed', NOV_26 + 4000, 'Fixed');
      let detail = await inTransaction((trx) => repairConsoleRepository(trx).detail(number));
      expect(detail?.status).toBe('closed');
      expect(detail?.closedAt).toBe(NOV_26 + 4000);
      expect(detail?.changes).toEqual([
        { status: 'open', note: null, at: NOV_26, by: null },
        { status: 'acknowledged', note: 'Seen', at: NOV_26 + 1000, by: 'ranger-7' },
        { status: 'in_progress', note: null, at: NOV_26 + 2000, by: 'ranger-7' },
        { status: 'in_progress', note: 'Boards ordered', at: NOV_26 + 3000, by: 'ranger-7' },
        { status: 'closed', note: 'Fixed', at: NOV_26 + 4000, by: 'ranger-7' },
      ]);
      await change(number, 'open', NOV_26 + 5000, 'Loose again');
      detail = await inTransaction((trx) => repairConsoleRepository(trx).detail(number));
      expect(detail).toMatchObject({ status: 'open', closedAt: null, updatedAt: NOV_26 + 5000 });
    });

    it.each([
      [
        'in_progress',
        'acknowledged',
        'a report that is in_progress cannot become acknowledged (it may become closed)',
      ],
      [
        'in_progress',
        'open',
        'a report that is in_progress cannot become open (it may become closed)',
      ],
      [
        'closed',
        'in_progress',
        'a report that is closed cannot become in_progress (it may become open)',
      ],
      [
        'acknowledged',
        'acknowledged',
        'the report is already acknowledged: say what changed in a note',
      ],
    ] as const)('refuses %s → %s without a note, writing nothing', async (from, to, problem) => {
      const { number } = await make();
      await change(number, from, NOV_26 + 10);
      const before = await inTransaction((trx) => repairConsoleRepository(trx).detail(number));
      const refused = change(number, to, NOV_26 + 20);
      await expect(refused).rejects.toThrow(OperatorRefusal);
      await expect(refused).rejects.toThrow(`${number}: ${problem}`);
      expect(await inTransaction((trx) => repairConsoleRepository(trx).detail(number))).toEqual(
        before,
      );
    });

    it('refuses a report that does not exist', async () => {
      await expect(change('R-2611-0404', 'closed', NOV_26)).rejects.toMatchObject({
        reason: 'notFound',
        message: 'No report has the number R-2611-0404',
      });
    });
  });

  describe("a report's detail and photos", () => {
    it('gives every visitor report of a fault, their contacts and their photos in order', async () => {
      const photo = await keptPhotoOf(dataUrlOf(await cameraJpeg()));
      const small = await keptPhotoOf(
        dataUrlOf(
          await sharp({ create: { width: 20, height: 10, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
          'image/png',
        ),
      );
      if (!photo || !small) throw new Error('the test photos were not made');
      const first = await make({ photos: [photo] });
      const metoo = await inTransaction((trx) =>
        repairReportRepository(trx).addTo(
          first.number,
          submission({
            description: 'Me too: the board moves.',
            contact: undefined,
            photos: [small, photo],
            now: NOV_26 + 60_000,
          }),
        ),
      );
      if (typeof metoo === 'string') throw new Error(metoo);
      const detail = await inTransaction((trx) =>
        repairConsoleRepository(trx).detail(first.number),
      );
      expect(detail?.submissions).toBe(2);
      expect(
        detail?.reports.map((r) => [r.number, r.description, r.contact.email, r.photoIds.length]),
      ).toEqual([
        [first.number, 'A loose board on the arch bridge.', 'lin@example.tw', 1],
        [metoo.number, 'Me too: the board moves.', null, 2],
      ]);
      const photos = await inTransaction((trx) =>
        repairConsoleRepository(trx).photos(first.number),
      );
      expect(
        photos.map((p) => [p.submission, p.position, p.width, p.height, p.contentType]),
      ).toEqual([
        [first.number, 0, 1067, 1600, 'image/jpeg'],
        [metoo.number, 0, 20, 10, 'image/jpeg'],
        [metoo.number, 1, 1067, 1600, 'image/jpeg'],
      ]);
      expect(photos[0]?.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    });
  });

  describe('the erasing of contacts', () => {
    it('erases the contacts of reports closed six months ago, and no other', async () => {
      const old = await make();
      const recent = await make({ place: { name: 'Elsewhere' } });
      const open = await make({ place: { name: 'Still open' } });
      await change(old.number, 'closed', parseTaipei('2026-11-26 12:00'));
      await change(recent.number, 'closed', parseTaipei('2026-12-01 12:00'));
      const erased = await inTransaction((trx) =>
        repairStatusRepository(trx).eraseExpiredContacts(parseTaipei('2027-05-26 12:00')),
      );
      expect(erased).toBe(1);
      const contacts = await store
        .selectFrom('repair_submission')
        .select(['number', 'contact_name', 'contact_email'])
        .orderBy('id')
        .execute();
      expect(contacts).toEqual([
        { number: old.number, contact_name: null, contact_email: null },
        { number: recent.number, contact_name: 'Lin', contact_email: 'lin@example.tw' },
        { number: open.number, contact_name: 'Lin', contact_email: 'lin@example.tw' },
      ]);
    });
  });
});
