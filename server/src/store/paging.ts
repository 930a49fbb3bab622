/** One page of rows already read and ordered, with the size of the whole list. */
export function pageOf<T>(
  rows: readonly T[],
  paging: { page: number; pageSize: number },
): { items: T[]; total: number } {
  const offset = (paging.page - 1) * paging.pageSize;
  return { items: rows.slice(offset, offset + paging.pageSize), total: rows.length };
}
