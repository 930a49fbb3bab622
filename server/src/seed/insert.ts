import type { Insertable } from 'kysely';
import type { Store } from '../store/database';
import type { Database } from '../store/schema';

/** SQLite allows a bounded number of variables per statement: insert in slices. */
export async function insertAll<T extends keyof Database>(
  store: Store,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    // Kysely's insert typing cannot follow a table chosen at run time.
    await store
      .insertInto(table)
      .values(rows.slice(start, start + 200) as never)
      .execute();
  }
}
