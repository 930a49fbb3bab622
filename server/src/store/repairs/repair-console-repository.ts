import { haversineKm, type LatLng } from '@ecg/domain/rules/distance';
import {
  boxAround,
  type RepairCategory,
  type RepairStatus,
} from '@ecg/domain/rules/repair-reports';
import { pageOf } from '../core/paging';
import type { WrittenDb } from '../core/written-tables';

/*
 * The staff's side of repair reports (docs/architecture.md, Operator console): what the console
 * reads; repair-status-repository.ts holds what it changes.
 */

export interface RepairReportFilter {
  status?: readonly RepairStatus[];
  category?: RepairCategory;
  /** Taipei days, YYYY-MM-DD, the report was made between (both included). */
  from?: string;
  to?: string;
  near?: LatLng & { metres: number };
  page?: number;
  pageSize?: number;
}

export interface RepairReportSummary {
  number: string;
  category: RepairCategory;
  status: RepairStatus;
  lat: number | null;
  lng: number | null;
  placeName: string | null;
  createdAt: number;
  updatedAt: number;
  /** How many visitors reported it: the first and those who added theirs. */
  submissions: number;
  /** The first visitor's words. */
  description: string;
}

export interface RepairSubmissionDetail {
  number: string;
  description: string;
  lat: number | null;
  lng: number | null;
  placeName: string | null;
  contact: { name: string | null; email: string | null; phone: string | null };
  lang: string;
  createdAt: number;
  photoIds: number[];
}

export interface RepairReportDetail extends Omit<RepairReportSummary, 'description'> {
  closedAt: number | null;
  submissions: number;
  /** Every visitor's report of it, the first first. */
  reports: RepairSubmissionDetail[];
  changes: { status: RepairStatus; note: string | null; at: number; by: string | null }[];
}

export interface RepairPhoto {
  id: number;
  /** The visitor's number whose report it came with. */
  submission: string;
  position: number;
  contentType: 'image/jpeg';
  data: Buffer;
  width: number;
  height: number;
}

export function repairConsoleRepository(db: WrittenDb) {
  return {
    /** The reports, newest first, by status, category, days and distance from a point. */
    async list(
      filter: RepairReportFilter = {},
    ): Promise<{ items: RepairReportSummary[]; total: number }> {
      let query = db
        .selectFrom('repair_report as r')
        .innerJoin('repair_submission as first', 'first.number', 'r.number')
        .select((eb) => [
          'r.number',
          'r.category',
          'r.status',
          'r.lat',
          'r.lng',
          'r.place_name as placeName',
          'r.created_at as createdAt',
          'r.updated_at as updatedAt',
          'first.description',
          eb
            .selectFrom('repair_submission as s')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('s.report_id', '=', 'r.id')
            .as('submissions'),
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc');
      if (filter.status?.length) query = query.where('r.status', 'in', filter.status);
      if (filter.category) query = query.where('r.category', '=', filter.category);
      if (filter.from) query = query.where('r.taipei_day', '>=', filter.from);
      if (filter.to) query = query.where('r.taipei_day', '<=', filter.to);
      const { near } = filter;
      if (near) {
        const box = boxAround(near, near.metres);
        query = query
          .where('r.lat', '>=', box.south)
          .where('r.lat', '<=', box.north)
          .where('r.lng', '>=', box.west)
          .where('r.lng', '<=', box.east);
      }
      const rows = (await query.execute())
        .map((row) => ({ ...row, submissions: Number(row.submissions) }))
        .filter(
          (row) =>
            !near ||
            haversineKm(near, { lat: row.lat ?? NaN, lng: row.lng ?? NaN }) * 1000 <= near.metres,
        );
      return pageOf(rows, { page: filter.page ?? 1, pageSize: filter.pageSize ?? 50 });
    },

    /** One report whole, for the staff: every visitor's words, contacts, photos and every change. */
    async detail(number: string): Promise<RepairReportDetail | undefined> {
      const report = await db
        .selectFrom('repair_report')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirst();
      if (!report) return undefined;
      const submissions = await db
        .selectFrom('repair_submission')
        .selectAll()
        .where('report_id', '=', report.id)
        .orderBy('id')
        .execute();
      const photos = await db
        .selectFrom('repair_photo')
        .select(['id', 'submission_id'])
        .where(
          'submission_id',
          'in',
          submissions.map((s) => s.id),
        )
        .orderBy('submission_id')
        .orderBy('position')
        .execute();
      const changes = await db
        .selectFrom('repair_status_change')
        .select(['status', 'note', 'changed_at as at', 'changed_by as by'])
        .where('report_id', '=', report.id)
        .orderBy('id')
        .execute();
      return {
        number: report.number,
        category: report.category,
        status: report.status,
        lat: report.lat,
        lng: report.lng,
        placeName: report.place_name,
        createdAt: report.created_at,
        updatedAt: report.updated_at,
        closedAt: report.closed_at,
        submissions: submissions.length,
        reports: submissions.map((s) => ({
          number: s.number,
          description: s.description,
          lat: s.lat,
          lng: s.lng,
          placeName: s.place_name,
          contact: { name: s.contact_name, email: s.contact_email, phone: s.contact_phone },
          lang: s.lang,
          createdAt: s.created_at,
          photoIds: photos.filter((p) => p.submission_id === s.id).map((p) => p.id),
        })),
        changes,
      };
    },

    /** The photos of a report, every visitor's, in the order they were sent. */
    async photos(number: string): Promise<RepairPhoto[]> {
      const rows = await db
        .selectFrom('repair_photo as p')
        .innerJoin('repair_submission as s', 's.id', 'p.submission_id')
        .innerJoin('repair_report as r', 'r.id', 's.report_id')
        .select(['p.id', 's.number as submission', 'p.position', 'p.data', 'p.width', 'p.height'])
        .where('r.number', '=', number)
        .orderBy('s.id')
        .orderBy('p.position')
        .execute();
      return rows.map((row) => ({ ...row, contentType: 'image/jpeg' as const }));
    },
  };
}

export type RepairConsoleRepository = ReturnType<typeof repairConsoleRepository>;
