import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { repairReportAnswerSchema, repairsAnswerSchema } from '@ecg/domain/contracts/admin-repairs';
import { REPAIR_CATEGORY_TEXTS, type RepairCategory } from '@ecg/domain/rules/repair-reports';
import { queryOptions } from '@/lib/query';
import { adminGet, adminPicture } from '@/admin/api';
import { listPath, pageQuery, type ListFilter } from '@/admin/components/list-filter';

export const REPAIRS_KEY = ['repairs'] as const;
export const REPAIRS_PAGE_SIZE = 20;

/** The list's filters as the section's address carries them; `status` as the server reads it. */
export type RepairFilter = ListFilter<'status' | 'category' | 'from' | 'to'>;

const listKey = (filter: RepairFilter) => [...REPAIRS_KEY, 'list', filter] as const;
const reportKey = (number: string) => [...REPAIRS_KEY, 'report', number] as const;
const photoKey = (number: string, id: number) => [...REPAIRS_KEY, 'photo', number, id] as const;

export const repairsQuery = (filter: RepairFilter) =>
  pageQuery(
    listKey(filter),
    listPath(ADMIN_API_PATHS.repairs, REPAIRS_PAGE_SIZE, filter),
    repairsAnswerSchema,
  );

export const repairReportQuery = (number: string) =>
  queryOptions({
    queryKey: reportKey(number),
    queryFn: async () =>
      (
        await adminGet(
          `${ADMIN_API_PATHS.repairReport}?number=${encodeURIComponent(number)}`,
          repairReportAnswerSchema,
        )
      ).data,
  });

/** A photo of a report, kept while the console is open (it never changes). */
export const repairPhotoQuery = (number: string, id: number) =>
  queryOptions({
    queryKey: photoKey(number, id),
    queryFn: () =>
      adminPicture(`${ADMIN_API_PATHS.repairPhoto}?number=${encodeURIComponent(number)}&id=${id}`),
    staleTime: Infinity,
  });

/** A category's name in the console's language (the content's own, in Chinese or English). */
export const categoryName = (category: RepairCategory, lang: string) =>
  REPAIR_CATEGORY_TEXTS[category][lang === 'en' ? 'en' : 'zh-tw'].name;
