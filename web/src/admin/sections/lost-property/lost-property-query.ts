import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  foundItemsAnswerSchema,
  lostReportsAnswerSchema,
} from '@ecg/domain/contracts/admin-lost-property';
import { visitorCentreSchema } from '@ecg/domain/contracts/admin-reservations';
import { envelope } from '@ecg/domain/contracts';
import { queryOptions } from '@/lib/query';
import { z } from 'zod';
import { adminGet } from '@/admin/api';
import { listPath, pageQuery, type ListFilter } from '@/admin/components/list-filter';

export const LOST_PROPERTY_KEY = ['lost-property'] as const;
export const LOST_PROPERTY_PAGE_SIZE = 20;

/** The found items' filter; the reports' one adds their category. */
export type FoundItemFilter = ListFilter<'state'>;
export type LostReportFilter = ListFilter<'state' | 'category'>;

const centresKey = [...LOST_PROPERTY_KEY, 'centres'] as const;
const foundKey = (filter: FoundItemFilter) => [...LOST_PROPERTY_KEY, 'found', filter] as const;
const lostKey = (filter: LostReportFilter) => [...LOST_PROPERTY_KEY, 'lost', filter] as const;

export const centresQuery = queryOptions({
  queryKey: centresKey,
  queryFn: async () =>
    (await adminGet(ADMIN_API_PATHS.visitorCentres, envelope(z.array(visitorCentreSchema)))).data,
  staleTime: Infinity,
});

export const foundItemsQuery = (filter: FoundItemFilter) =>
  pageQuery(
    foundKey(filter),
    listPath(ADMIN_API_PATHS.foundItems, LOST_PROPERTY_PAGE_SIZE, filter),
    foundItemsAnswerSchema,
  );

export const lostReportsQuery = (filter: LostReportFilter) =>
  pageQuery(
    lostKey(filter),
    listPath(ADMIN_API_PATHS.lostReports, LOST_PROPERTY_PAGE_SIZE, filter),
    lostReportsAnswerSchema,
  );
