import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { reviewsAnswerSchema, type OperatorReview } from '@ecg/domain/contracts/admin-reviews';
import { keepPreviousData, queryOptions } from '@/lib/query';
import { adminGet } from '@/admin/api';
import { listPath, type ListFilter } from '@/admin/components/list-filter';

export const REVIEWS_KEY = ['reviews'] as const;
export const REVIEWS_PAGE_SIZE = 20;

/** The queue's filter as the section's address carries it. */
export type ReviewFilter = ListFilter<'status'>;

/** A review in a list row, known by its id as the list's rows are by a number. */
export type ReviewRow = OperatorReview & { number: string };

/** A page of the queue, the places named in the console's language. */
export const reviewsQuery = (filter: ReviewFilter, consoleLang: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'list', filter, consoleLang] as const,
    queryFn: async () => {
      const lang = consoleLang === 'en' ? 'en' : 'zh-tw';
      const path = listPath(ADMIN_API_PATHS.reviews, REVIEWS_PAGE_SIZE, { ...filter, lang });
      const { data } = await adminGet(path, reviewsAnswerSchema);
      const items: ReviewRow[] = data.items.map((item) => ({ ...item, number: String(item.id) }));
      return { ...data, items };
    },
    placeholderData: keepPreviousData,
  });
