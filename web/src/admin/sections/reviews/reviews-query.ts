import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import type { OperatorReview } from '@ecg/domain/contracts/admin-reviews';
import { keepPreviousData, queryOptions } from '@/lib/query';
import { adminKey } from '@/admin/admin-keys';
import { adminGet } from '@/admin/api';
import { listParams, type ListFilter } from '@/admin/components/list-filter';

export const REVIEWS_PAGE_SIZE = 20;

/** What a decision on a review makes stale. */
export const REVIEW_CALLS: readonly AdminApiPathName[] = ['reviews'];

/** The queue's filter as the section's address carries it. */
export type ReviewFilter = ListFilter<'status'>;

/** A review in a list row, known by its id as the list's rows are by a number. */
export type ReviewRow = OperatorReview & { number: string };

/** A page of the queue, the places named in the console's language. */
export const reviewsQuery = (filter: ReviewFilter, consoleLang: string) => {
  const lang = consoleLang === 'en' ? 'en' : 'zh-tw';
  const params = listParams(REVIEWS_PAGE_SIZE, { ...filter, lang });
  return queryOptions({
    queryKey: adminKey('reviews', params),
    queryFn: async () => {
      const { data } = await adminGet('reviews', params);
      const items: ReviewRow[] = data.items.map((item) => ({ ...item, number: String(item.id) }));
      return { ...data, items };
    },
    placeholderData: keepPreviousData,
  });
};
