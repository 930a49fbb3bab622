import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { REPAIR_CATEGORY_TEXTS, type RepairCategory } from '@ecg/domain/rules/repair-reports';
import { queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet, adminPicture } from '@/admin/api';
import { pageQuery, type ListFilter } from '@/admin/components/list-filter';

export const REPAIRS_PAGE_SIZE = 20;

/** What a change of a report's status makes stale (its photos never change). */
export const REPAIR_CALLS: readonly AdminApiPathName[] = ['repairs', 'repairReport'];

/** The list's filters as the section's address carries them; `status` as the server reads it. */
export type RepairFilter = ListFilter<'status' | 'category' | 'from' | 'to'>;

export const repairsQuery = (filter: RepairFilter) =>
  pageQuery('repairs', REPAIRS_PAGE_SIZE, filter);

export const repairReportQuery = (number: string) =>
  queryOptions({
    queryKey: adminKey('repairReport', { number }),
    queryFn: async () => (await adminGet('repairReport', { number })).data,
  });

/** A photo of a report, kept while the console is open (it never changes). */
export const repairPhotoQuery = (number: string, id: number) =>
  queryOptions({
    queryKey: adminKey('repairPhoto', { number, id }),
    queryFn: () => adminPicture('repairPhoto', { number, id }),
    staleTime: Infinity,
  });

/** A category's name in the console's language (the content's own, in Chinese or English). */
export const categoryName = (category: RepairCategory, lang: string) =>
  REPAIR_CATEGORY_TEXTS[category][lang === 'en' ? 'en' : 'zh-tw'].name;
