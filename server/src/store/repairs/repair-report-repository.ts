import type { Contact } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import type { LatLng } from '@ecg/domain/rules/distance';
import {
  boxAround,
  DUPLICATE_RADIUS_METRES,
  isSameSpot,
  spotCells,
  type RepairCategory,
} from '@ecg/domain/rules/repair-reports';
import type { KeptPhoto } from '../../content/visitor-photos';
import { oneAtATime } from '../core/engine';
import { referenceRepository } from '../writes/reference-repository';
import type { WrittenDb } from '../core/written-tables';
import { hashSecret, newSecret } from '../writes/visitor-secrets';

/**
 * The visitor's side of repair reports (requirements §7 fault-repair): finding the report of the
 * same fault, making a report, adding one to another, each in the write's transaction.
 */

export interface RepairSubmission {
  category: RepairCategory;
  place: { lat?: number | undefined; lng?: number | undefined; name?: string | undefined };
  description: string;
  contact?: Contact | undefined;
  photos: readonly KeptPhoto[];
  lang: string;
  now: number;
}

/** What the visitor is given: their number and secret, and the report it belongs to. */
export interface RepairSubmitted {
  number: string;
  secret: string;
  report: string;
}

const pointOf = (place: RepairSubmission['place']): LatLng | undefined =>
  place.lat === undefined || place.lng === undefined
    ? undefined
    : { lat: place.lat, lng: place.lng };

async function addSubmission(
  db: WrittenDb,
  reportId: number,
  number: string,
  submission: RepairSubmission,
): Promise<{ number: string; secret: string }> {
  const secret = newSecret();
  const { id } = await db
    .insertInto('repair_submission')
    .values({
      report_id: reportId,
      number,
      secret_hash: hashSecret(secret),
      description: submission.description,
      lat: submission.place.lat ?? null,
      lng: submission.place.lng ?? null,
      place_name: submission.place.name ?? null,
      contact_name: submission.contact?.name ?? null,
      contact_email: submission.contact?.email ?? null,
      contact_phone: submission.contact?.phone ?? null,
      lang: submission.lang,
      created_at: submission.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, photo] of submission.photos.entries()) {
    await db
      .insertInto('repair_photo')
      .values({ submission_id: id, position, ...photo, created_at: submission.now })
      .execute();
  }
  return { number, secret };
}

export function repairReportRepository(db: WrittenDb) {
  return {
    /**
     * Makes the writes of reports of one category near `place` wait for one another until each
     * commits, so the one after sees the one before as its duplicate (docs/operations.md, One at
     * a time). A report without a point is never a duplicate and waits for none.
     */
    async holdSpot({ category, place }: Pick<RepairSubmission, 'category' | 'place'>) {
      const point = pointOf(place);
      if (!point) return;
      await oneAtATime(db, ...spotCells(point).map((cell) => `repair spot ${category} ${cell}`));
    },

    /**
     * The open report of the same category within 50 m, made on the same Taipei day: the same fault,
     * which a new report would only repeat. Reports without a point are never the same spot.
     */
    async findDuplicate({
      category,
      place,
      now,
    }: Pick<RepairSubmission, 'category' | 'place' | 'now'>): Promise<string | undefined> {
      const point = pointOf(place);
      if (!point) return undefined;
      const box = boxAround(point, DUPLICATE_RADIUS_METRES);
      const near = await db
        .selectFrom('repair_report')
        .select(['number', 'lat', 'lng'])
        .where('category', '=', category)
        .where('taipei_day', '=', taipeiDate(now))
        .where('status', '!=', 'closed')
        .where('lat', '>=', box.south)
        .where('lat', '<=', box.north)
        .where('lng', '>=', box.west)
        .where('lng', '<=', box.east)
        .orderBy('id')
        .execute();
      return near.find((row) => isSameSpot(point, { lat: row.lat ?? NaN, lng: row.lng ?? NaN }))
        ?.number;
    },

    /** A new report, open from now, and the visitor's submission of it. */
    async create(submission: RepairSubmission): Promise<RepairSubmitted> {
      // The report is known by the number of its first submission.
      const number = await referenceRepository(db).next('R', submission.now);
      const { id } = await db
        .insertInto('repair_report')
        .values({
          number,
          category: submission.category,
          lat: submission.place.lat ?? null,
          lng: submission.place.lng ?? null,
          place_name: submission.place.name ?? null,
          taipei_day: taipeiDate(submission.now),
          status: 'open',
          created_at: submission.now,
          updated_at: submission.now,
          closed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const given = await addSubmission(db, id, number, submission);
      await db
        .insertInto('repair_status_change')
        .values({
          report_id: id,
          status: 'open',
          note: null,
          changed_at: submission.now,
          changed_by: null,
        })
        .execute();
      return { ...given, report: given.number };
    },

    /**
     * The visitor's report added to a report of the same fault ("me too"), with its own number and
     * secret; `unknown` when no report has the number, `closed` when it is closed.
     */
    async addTo(
      reportNumber: string,
      submission: RepairSubmission,
    ): Promise<RepairSubmitted | 'unknown' | 'closed'> {
      const report = await db
        .selectFrom('repair_report')
        .select(['id', 'number', 'status'])
        .where('number', '=', reportNumber)
        .executeTakeFirst();
      if (!report) return 'unknown';
      if (report.status === 'closed') return 'closed';
      const number = await referenceRepository(db).next('R', submission.now);
      const given = await addSubmission(db, report.id, number, submission);
      await db
        .updateTable('repair_report')
        .set({ updated_at: submission.now })
        .where('id', '=', report.id)
        .execute();
      return { ...given, report: report.number };
    },
  };
}

export type RepairReportRepository = ReturnType<typeof repairReportRepository>;
