import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';
import { pageQuery, type ListFilter } from '@/admin/components/list-filter';

export const LOST_PROPERTY_PAGE_SIZE = 20;

/**
 * What a change of a found item or a report makes stale: both lists, since a match changes an
 * item and a report at once (the visitor centres do not change with them).
 */
export const LOST_PROPERTY_CALLS: readonly AdminApiPathName[] = ['foundItems', 'lostReports'];

/** The found items' filter; the reports' one adds their category. */
export type FoundItemFilter = ListFilter<'state'>;
export type LostReportFilter = ListFilter<'state' | 'category'>;

export const centresQuery = queryOptions({
  queryKey: adminKey('visitorCentres'),
  queryFn: async () => (await adminGet('visitorCentres')).data,
  staleTime: Infinity,
});

export const foundItemsQuery = (filter: FoundItemFilter) =>
  pageQuery('foundItems', LOST_PROPERTY_PAGE_SIZE, filter);

export const lostReportsQuery = (filter: LostReportFilter) =>
  pageQuery('lostReports', LOST_PROPERTY_PAGE_SIZE, filter);
