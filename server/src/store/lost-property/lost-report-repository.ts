import type { Contact } from '@ecg/domain/contracts';
import { addTaipeiMonths } from '@ecg/domain/rules/datetime';
import {
  LOST_REPORT_CONTACT_KEPT_MONTHS,
  type LostItemCategory,
  type LostReportState,
} from '@ecg/domain/rules/lost-property';
import { OperatorRefusal } from '../operators/operator-refusal';
import { contactColumns } from '../writes/contact-columns';
import { referenceRepository } from '../writes/reference-repository';
import { foundItemConsoleRepository } from './found-item-console-repository';
import type { WrittenDb } from '../core/written-tables';
import { pageOfQuery } from '../core/paging';

/*
 * Lost items' reports: made by visitors in the write's transaction (requirements §7
 * lost-property); listed, and matched to the found item that is the visitor's, by the staff
 * (docs/architecture.md, Operator console), each change in the console's transaction, in which it
 * logs the action.
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

export interface LostReport {
  category: LostItemCategory;
  description: string;
  placeLost: string;
  lostOn: string;
  contact: Contact;
  lang: string;
  now: number;
}

export function lostReportRepository(db: WrittenDb) {
  return {
    /** A lost item's report, open until the staff match it to a found item; answers its number. */
    async create(report: LostReport): Promise<string> {
      const number = await referenceRepository(db).next('L', report.now);
      await db
        .insertInto('lost_report')
        .values({
          number,
          category: report.category,
          description: report.description,
          place_lost: report.placeLost,
          lost_on: report.lostOn,
          ...contactColumns(report.contact),
          lang: report.lang,
          state: 'open',
          matched_item_id: null,
          matched_at: null,
          created_at: report.now,
        })
        .execute();
      return number;
    },

    /**
     * The lost items' reports, newest first, with their contacts (while they are kept) and the
     * number of the found item each was matched to.
     */
    async list(filter: LostReportFilter = {}) {
      let query = db.selectFrom('lost_report');
      if (filter.state) query = query.where('state', '=', filter.state);
      if (filter.category) query = query.where('category', '=', filter.category);
      if (filter.from) query = query.where('lost_on', '>=', filter.from);
      if (filter.to) query = query.where('lost_on', '<=', filter.to);
      return pageOfQuery(
        query,
        (rows) =>
          rows
            .selectAll('lost_report')
            .select((eb) =>
              eb
                .selectFrom('found_item')
                .select('found_item.number')
                .whereRef('found_item.id', '=', 'lost_report.matched_item_id')
                .as('matched_item_number'),
            )
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc'),
        filter,
      );
    },

    /** A lost item's report matched to the found item that is the visitor's: the staff tell them. */
    async match({ report, item, at }: { report: string; item: string; at: number }): Promise<void> {
      const lost = await db
        .selectFrom('lost_report')
        .select(['id', 'state'])
        .where('number', '=', report)
        .executeTakeFirst();
      if (!lost)
        throw new OperatorRefusal('notFound', `No lost item's report has the number ${report}`);
      if (lost.state !== 'open')
        throw new OperatorRefusal('notOpen', `${report} is already ${lost.state}`);
      const found = await foundItemConsoleRepository(db).held(item);
      await db
        .updateTable('lost_report')
        .set({ state: 'matched', matched_item_id: found.id, matched_at: at })
        .where('id', '=', lost.id)
        .execute();
    },

    /**
     * Erases the contacts of reports older than the form promises to keep them
     * (LOST_REPORT_CONTACT_KEPT_MONTHS); answers how many were erased.
     */
    async eraseExpiredContacts(now: number): Promise<number> {
      const result = await db
        .updateTable('lost_report')
        .set({ contact_name: null, contact_email: null, contact_phone: null })
        .where('created_at', '<=', addTaipeiMonths(now, -LOST_REPORT_CONTACT_KEPT_MONTHS))
        .where('contact_name', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type LostReportRepository = ReturnType<typeof lostReportRepository>;
