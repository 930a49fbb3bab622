import type { RepairCategory, RepairStatus } from '@ecg/domain/rules/repair-reports';
import type { WrittenDb } from '../core/written-tables';
import { secretMatches } from '../writes/visitor-secrets';

/** A report as its visitor may see it: never another visitor's text, photos or contact. */
export interface TrackedRepair {
  number: string;
  report: {
    number: string;
    category: RepairCategory;
    lat: number | null;
    lng: number | null;
    placeName: string | null;
    status: RepairStatus;
    createdAt: number;
  };
  /** Every status the report reached, oldest first, with the staff's public note. */
  changes: { status: RepairStatus; note: string | null; at: number }[];
  /** The other visitors' submissions added to the same report. */
  othersReported: number;
}

export function repairTrackingRepository(db: WrittenDb) {
  return {
    /**
     * The report of a visitor's number and secret (requirements §7 track-fault-repair,
     * fault-repair-result); undefined alike for an unknown number and a wrong secret.
     */
    async lookUp(number: string, secret: string): Promise<TrackedRepair | undefined> {
      const found = await db
        .selectFrom('repair_submission as s')
        .innerJoin('repair_report as r', 'r.id', 's.report_id')
        .select([
          's.secret_hash',
          'r.id',
          'r.number',
          'r.category',
          'r.lat',
          'r.lng',
          'r.place_name',
          'r.status',
          'r.created_at',
        ])
        .where('s.number', '=', number)
        .executeTakeFirst();
      if (!found || !secretMatches(secret, found.secret_hash)) return undefined;
      const changes = await db
        .selectFrom('repair_status_change')
        .select(['status', 'note', 'changed_at as at'])
        .where('report_id', '=', found.id)
        .orderBy('id')
        .execute();
      const { submissions } = await db
        .selectFrom('repair_submission')
        .select((eb) => eb.fn.countAll<number>().as('submissions'))
        .where('report_id', '=', found.id)
        .executeTakeFirstOrThrow();
      return {
        number,
        report: {
          number: found.number,
          category: found.category,
          lat: found.lat,
          lng: found.lng,
          placeName: found.place_name,
          status: found.status,
          createdAt: found.created_at,
        },
        changes,
        othersReported: Number(submissions) - 1,
      };
    },
  };
}

export type RepairTrackingRepository = ReturnType<typeof repairTrackingRepository>;
