import { queryOptions, type QueryClient } from '@/lib/query';
import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { categoriesQuery } from '@/lib/api/categories';
import type { ItemOf, ListCall } from '@/lib/api/answers';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';
import { webcamsQuery } from '@/lib/api/webcams';
import { BACKGROUND_QUERY } from '@/lib/query-client';
import { spreadByRegion } from '../home-picks';

type Query = Record<string, string | number>;

const itemsOf = <T>(page: ListPage<T>): T[] => page.items;

/**
 * The items of one page of a list for a home section; the page is kept whole, as the call
 * answers it. Each section shows its own loading state, so none of them holds up the page with
 * the full-screen overlay (background queries).
 */
function listQuery<N extends ListCall>(name: N, lang: ContentLang, query: Query) {
  return queryOptions({
    queryKey: callKey(name, lang, query),
    // Parsed by the call's contract; TypeScript does not resolve a generic call's answer.
    queryFn: ({ signal }) => getContent(name, lang, query, signal) as Promise<ListPage<ItemOf<N>>>,
    select: itemsOf<ItemOf<N>>,
    meta: BACKGROUND_QUERY,
  });
}

const pictured = (page: ListPage<PlaceSummary>) =>
  spreadByRegion(page.items.filter((place) => place.image !== null));

/**
 * Attractions with a picture, in turns by region, for the carousel and the recommendations:
 * the first few turn in the carousel, the next are recommended, so no place shows twice.
 */
export const picksQuery = (lang: ContentLang) => ({
  ...listQuery('attractions', lang, { pageSize: 30 }),
  select: pictured,
});
export const IN_CAROUSEL = 5;
export const RECOMMENDED = 8;

export const toursQuery = (lang: ContentLang) =>
  listQuery('tours', lang, { category: 'all', pageSize: 8 });

/**
 * The first of the events list: events to come and under way, then the recurring festivals;
 * never an event that has ended, which the server judges on the Taipei day (the key holds it).
 */
export const eventsQuery = (lang: ContentLang) => listQuery('activities', lang, { pageSize: 8 });

export const newsQuery = (lang: ContentLang) => listQuery('news', lang, { pageSize: 4 });

export const bannersQuery = (lang: ContentLang) => listQuery('banner', lang, { pageSize: 2 });

export const marqueeQuery = (lang: ContentLang) => listQuery('marquee', lang, { pageSize: 5 });

export const tourCategoriesQuery = (lang: ContentLang) => ({
  ...categoriesQuery('tour', lang),
  meta: BACKGROUND_QUERY,
});

/**
 * The home's content, which changes only with a seed, fetched into a cache: what a home
 * rendered ahead carries in its page (docs/performance.md, The home rendered ahead). A call
 * that fails fails it. The notices are left out: an operator publishes them at any time, and
 * they load after the page.
 */
export async function fetchHomeContent(client: QueryClient, lang: ContentLang): Promise<void> {
  await Promise.all([
    client.fetchQuery(picksQuery(lang)),
    client.fetchQuery(bannersQuery(lang)),
    client.fetchQuery(toursQuery(lang)),
    client.fetchQuery(eventsQuery(lang)),
    client.fetchQuery(newsQuery(lang)),
    client.fetchQuery(marqueeQuery(lang)),
    client.fetchQuery(tourCategoriesQuery(lang)),
    client.fetchQuery(webcamsQuery(lang)),
  ]);
}
