import { addTaipeiMonths } from '@ecg/domain/rules/datetime';
import {
  LOST_REPORT_CONTACT_KEPT_MONTHS,
  type LostItemCategory,
  type LostReportState,
} from '@ecg/domain/rules/lost-property';
import type { Kysely, Selectable } from 'kysely';
import { OperatorRefusal } from '../operators/operator-refusal';
import { heldItem } from './found-item-repository';
import { pageOfQuery } from '../core/paging';
import type { Database, LostReportTable } from '../core/schema';

/*
 * The staff's side of lost items' reports (docs/architecture.md, Operator console): listed, and
 * matched to the found item that is the visitor's. Each takes the console's transaction, in which
 * it logs the action.
 */

export interface LostReportFilter {
  state?: LostReportState;
  category?: LostItemCategory;
  /** Taipei days the item was lost between (both included). */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** The lost items' reports, newest first, with their contacts (while they are kept). */
export async function listLostReports(
  db: Kysely<Database>,
  filter: LostReportFilter = {},
): Promise<{ items: Selectable<LostReportTable>[]; total: number }> {
  let query = db.selectFrom('lost_report');
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.from) query = query.where('lost_on', '>=', filter.from);
  if (filter.to) query = query.where('lost_on', '<=', filter.to);
  return pageOfQuery(
    query,
    (rows) => rows.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    filter,
  );
}

/** A lost item's report matched to the found item that is the visitor's: the staff tell them. */
export async function matchLostReport(
  db: Kysely<Database>,
  { report, item, at }: { report: string; item: string; at: number },
): Promise<void> {
  const lost = await db
    .selectFrom('lost_report')
    .select(['id', 'state'])
    .where('number', '=', report)
    .executeTakeFirst();
  if (!lost)
    throw new OperatorRefusal('notFound', `No lost item's report has the number ${report}`);
  if (lost.state !== 'open')
    throw new OperatorRefusal('notOpen', `${report} is already ${lost.state}`);
  const found = await heldItem(db, item);
  await db
    .updateTable('lost_report')
    .set({ state: 'matched', matched_item_id: found.id, matched_at: at })
    .where('id', '=', lost.id)
    .execute();
}

/**
 * Erases the contacts of reports older than the form promises to keep them
 * (LOST_REPORT_CONTACT_KEPT_MONTHS); answers how many were erased.
 */
export async function eraseExpiredLostContacts(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .updateTable('lost_report')
    .set({ contact_name: null, contact_email: null, contact_phone: null })
    .where('created_at', '<=', addTaipeiMonths(now, -LOST_REPORT_CONTACT_KEPT_MONTHS))
    .where('contact_name', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
