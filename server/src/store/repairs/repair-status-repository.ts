import { addTaipeiMonths } from '@ecg/domain/rules/datetime';
import {
  REPAIR_CONTACT_KEPT_MONTHS,
  repairStatusChangeProblem,
  type RepairStatus,
} from '@ecg/domain/rules/repair-reports';
import type { WrittenDb } from '../core/written-tables';
import { OperatorRefusal } from '../operators/operator-refusal';

/*
 * The staff's changes to repair reports (docs/architecture.md, Operator console), each in the
 * transaction in which the console logs the action, so the change and its log are kept together or
 * not at all.
 */

export interface RepairStatusChange {
  number: string;
  status: RepairStatus;
  /** Shown to the visitor with the change (GeoReport's status_notes). */
  note?: string | undefined;
  /** Who made it, as the console names its staff. */
  by: string;
  at: number;
}

export function repairStatusRepository(db: WrittenDb) {
  return {
    /**
     * Moves a report to a status, stamped with its time, its author and its public note; refuses a
     * change the rules do not allow (repairStatusChangeProblem), saying which would be allowed.
     */
    async change(change: RepairStatusChange): Promise<void> {
      const report = await db
        .selectFrom('repair_report')
        .select(['id', 'status'])
        .where('number', '=', change.number)
        .executeTakeFirst();
      if (!report)
        throw new OperatorRefusal('notFound', `No report has the number ${change.number}`);
      const note = change.note?.trim() || undefined;
      const problem = repairStatusChangeProblem(report.status, change.status, note);
      if (problem) throw new OperatorRefusal('statusRefused', `${change.number}: ${problem}`);
      await db
        .insertInto('repair_status_change')
        .values({
          report_id: report.id,
          status: change.status,
          note: note ?? null,
          changed_at: change.at,
          changed_by: change.by,
        })
        .execute();
      await db
        .updateTable('repair_report')
        .set({
          status: change.status,
          updated_at: change.at,
          ...(change.status === 'closed' ? { closed_at: change.at } : {}),
          ...(change.status === 'open' ? { closed_at: null } : {}),
        })
        .where('id', '=', report.id)
        .execute();
    },

    /**
     * Erases the contacts of reports closed longer ago than the form promises (PrivacyNote:
     * REPAIR_CONTACT_KEPT_MONTHS); answers how many visitors' contacts were erased.
     */
    async eraseExpiredContacts(now: number): Promise<number> {
      const closedBefore = addTaipeiMonths(now, -REPAIR_CONTACT_KEPT_MONTHS);
      const result = await db
        .updateTable('repair_submission')
        .set({ contact_name: null, contact_email: null, contact_phone: null })
        .where('report_id', 'in', (eb) =>
          eb
            .selectFrom('repair_report')
            .select('id')
            .where('status', '=', 'closed')
            .where('closed_at', '<=', closedBefore),
        )
        .where((eb) =>
          eb.or([
            eb('contact_name', 'is not', null),
            eb('contact_email', 'is not', null),
            eb('contact_phone', 'is not', null),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type RepairStatusRepository = ReturnType<typeof repairStatusRepository>;
