/** A list answer of requirements §7's content calls: one page, the total, and the paging asked for. */
export const listAnswer = <T>(
  { items, total }: { items: T[]; total: number },
  query: { page: number; pageSize: number },
) => ({
  success: true,
  data: { items, total, page: query.page, pageSize: query.pageSize },
});
