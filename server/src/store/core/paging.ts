import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/** One page of rows already read and ordered, with the size of the whole list. */
export function pageOf<T>(
  rows: readonly T[],
  paging: { page: number; pageSize: number },
): { items: T[]; total: number } {
  const offset = (paging.page - 1) * paging.pageSize;
  return { items: rows.slice(offset, offset + paging.pageSize), total: rows.length };
}

/**
 * One page of what a filtered query finds, read in the database, with how many it finds in
 * all: `rowsOf` selects and orders the rows of the page.
 */
export async function pageOfQuery<TB extends keyof D, Row, D = Database>(
  query: SelectQueryBuilder<D, TB, object>,
  rowsOf: (query: SelectQueryBuilder<D, TB, object>) => SelectQueryBuilder<D, TB, Row>,
  { page = 1, pageSize = 50 }: { page?: number; pageSize?: number },
): Promise<{ items: Row[]; total: number }> {
  // Kysely cannot narrow the row of a generic table's count; it is the one column selected.
  const { total } = (await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number | bigint };
  const items = await rowsOf(query)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items, total: Number(total) };
}
