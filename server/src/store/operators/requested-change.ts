import type { Kysely, UpdateObject } from 'kysely';
import type { WrittenDb } from '../core/written-tables';
import type { Database } from '../core/schema';
import { OperatorRefusal } from './operator-refusal';

/** The tables of what visitors ask the staff for: each row `requested` until the staff decide. */
export type RequestedTable = 'reservation_booking' | 'publication_request';

/** How a refusal is said: of a number no row has, and of a row decided already (its status). */
export interface RequestedRefusals {
  missing: string;
  decided: (status: string) => string;
}

/**
 * The tables as the rule reads them, a number and a status each: Kysely cannot type one query
 * over a table that is a type parameter. The change itself is typed by its own table.
 */
type RequestedRows = Record<RequestedTable, { number: string; status: string }>;

/**
 * The staff's decision on what a visitor asked for (a narrator's booking confirmed, a publication
 * posted): the row of `number` changes from `requested` once, and never again. The UPDATE checks
 * the status itself, so of two operators deciding at once only one changes it; a refusal
 * (notFound, notRequested) writes nothing, and the console says why in the operator's words
 * (docs/architecture.md, Operator console).
 */
export async function changeFromRequested<T extends RequestedTable>(
  db: WrittenDb,
  table: T,
  number: string,
  change: UpdateObject<Database, T>,
  refusals: RequestedRefusals,
): Promise<void> {
  const rows = db as unknown as Kysely<RequestedRows>;
  const from: RequestedTable = table;
  const changed = await rows
    .updateTable(from)
    .set(change as UpdateObject<RequestedRows, RequestedTable>)
    .where('number', '=', number)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  if (changed.numUpdatedRows === 1n) return;
  const row = await rows
    .selectFrom(from)
    .select('status')
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) throw new OperatorRefusal('notFound', refusals.missing);
  throw new OperatorRefusal('notRequested', refusals.decided(row.status));
}
