import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@/lib/query';
import type { StaticPage } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { BACKGROUND_QUERY, CACHE_LIFE_MS } from '@/lib/query-client';
import { callKey } from '@/lib/api/query-keys';
import {
  isMissingPage,
  pageOfAnswer,
  staticPageQuery,
  type StaticPageRef,
} from '@/lib/api/static-pages';

export interface TransportPageRef extends StaticPageRef {
  /** Its mark, an outline on the 24-unit grid like the app's glyphs. */
  icon: string;
}

/**
 * The pages of getting here and around, in the order a visitor needs them: the flights and the
 * crossing to Green Island, its island transport, then the trains, roads and buses of the coast.
 */
export const TRANSPORT_PAGES: readonly TransportPageRef[] = [
  {
    name: 'flights',
    type: 'greenisland',
    icon: 'M12 2c1 0 1.5 1 1.5 2.5V9l7 4v2l-7-2v4.5l2 1.5v1.5L12 20l-3.5.5V19l2-1.5V13l-7 2v-2l7-4V4.5C10.5 3 11 2 12 2z',
  },
  {
    name: 'ferry',
    type: 'greenisland',
    icon: 'M3 15h18l-2 5H5zM6 15V9h12v6M9 9V5h6v4',
  },
  {
    name: 'getting-around',
    type: 'greenisland',
    icon: 'M5 17a3 3 0 1 0 0 .01M19 17a3 3 0 1 0 0 .01M5 17l4-8h5l5 8M9 9l-1-3H6',
  },
  {
    name: 'transport',
    type: 'travel',
    icon: 'M6 4h12v11H6zM6 10h12M9 19l-2 2M15 19l2 2M8 15v2M16 15v2',
  },
];

export interface TransportPages {
  /** The pages that came, in TRANSPORT_PAGES' order; a missing one is left out. */
  pages: { ref: TransportPageRef; page: StaticPage }[];
  /** Some page could not come (no network): the screen offers to ask again. */
  incomplete: boolean;
}

/**
 * The transport pages, asked together in one query. Each is fetched through its own query, so
 * the overlay that opens it finds it kept, offline too. (One query, not useQueries: that hook
 * would join the libraries of the first screen.)
 */
export const transportPagesQuery = (lang: ContentLang, client: QueryClient) =>
  queryOptions({
    queryKey: callKey('transportPages', lang),
    queryFn: async (): Promise<TransportPages> => {
      const answers = await Promise.allSettled(
        TRANSPORT_PAGES.map(({ name, type }) =>
          client.fetchQuery({ ...staticPageQuery({ name, type }, lang), meta: BACKGROUND_QUERY }),
        ),
      );
      return {
        pages: answers.flatMap((answer, index) => {
          const ref = TRANSPORT_PAGES[index];
          const page =
            ref && answer.status === 'fulfilled' ? pageOfAnswer(ref, answer.value) : null;
          return ref && page ? [{ ref, page }] : [];
        }),
        incomplete: answers.some(
          (answer) => answer.status === 'rejected' && !isMissingPage(answer.reason),
        ),
      };
    },
    // An incomplete answer is asked again on the next visit, not kept for a day.
    staleTime: (query) => (query.state.data?.incomplete ? 0 : CACHE_LIFE_MS),
    meta: BACKGROUND_QUERY,
  });

export function useTransportPages(lang: ContentLang) {
  return useQuery(transportPagesQuery(lang, useQueryClient()));
}
