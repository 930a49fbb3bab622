import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@/lib/query';
import { useQueries } from '@/lib/query/queries';
import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';

/**
 * How far from the centre the spots layer looks, in km: attractions on the coast are reached
 * by car, so as far as the other drive-to layers (hospitals, stations) look.
 */
export const SPOTS_RADIUS_KM = 20;
/** The nearest hundred at most, as one page of the list call's nearby search would give. */
export const SPOTS_LIMIT = 100;
/**
 * The most one page of the list call answers (PAGE_SIZE_MAX of the contracts, not imported
 * here: that module would bring the contracts' schemas into the map).
 */
const PAGE_SIZE = 100;

/** One page of the whole attractions list, in the list call's own order. */
export const spotsPageQuery = (lang: ContentLang, page: number) =>
  queryOptions({
    queryKey: callKey('attractions', lang, { page, pageSize: PAGE_SIZE }),
    queryFn: ({ signal }) => getContent('attractions', lang, { page, pageSize: PAGE_SIZE }, signal),
  });

/** Every attraction of the area, as far as its pages have come, and how the asking went. */
export interface SpotsAnswer {
  items: PlaceSummary[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

type PageResult = UseQueryResult<ListPage<PlaceSummary>>;

/** The pages joined once none is still coming: the map fits the whole layer at once. */
function joined(pages: PageResult[]): SpotsAnswer {
  const isPending = pages.some((page) => page.isPending);
  const byId = new Map<number, PlaceSummary>();
  if (!isPending)
    for (const page of pages) for (const item of page.data?.items ?? []) byId.set(item.id, item);
  return {
    // In id order, as the list's nearby search orders places at the same distance.
    items: [...byId.values()].sort((a, b) => a.id - b.id),
    isPending,
    isError: pages.some((page) => page.isError),
    refetch: () => {
      for (const page of pages) if (page.isError) void page.refetch();
    },
  };
}

/**
 * All the attractions, not those near one point: they are few (some hundreds), so the layer
 * measures them from wherever the map is, and offline, after a restart or far from where the
 * map was first opened, it still has every one of them (requirements §9 data caching). Each
 * page is kept under the list call's own key.
 */
export function useAllSpots(lang: ContentLang, enabled: boolean): SpotsAnswer {
  const first = useQuery({ ...spotsPageQuery(lang, 1), enabled });
  const count = Math.max(1, Math.ceil((first.data?.total ?? 0) / PAGE_SIZE));
  // Joined again only when a page's answer changes: the map redraws what it is given.
  return useQueries({
    queries: Array.from({ length: count }, (_, index) => ({
      ...spotsPageQuery(lang, index + 1),
      enabled,
    })),
    combine: joined,
  });
}

const isListPage = (data: unknown): data is ListPage<PlaceSummary> =>
  typeof data === 'object' && data !== null && Array.isArray((data as ListPage<unknown>).items);

/**
 * Every attraction some kept answer of the list call holds (a list scrolled, a home list, a
 * nearby search), in any of its shapes: a page, or the pages of a list (query-keys.ts). Offline,
 * before the layer was ever opened, the map shows these.
 */
export function keptSpots(client: QueryClient, lang: ContentLang): PlaceSummary[] {
  const byId = new Map<number, PlaceSummary>();
  for (const [, data] of client.getQueriesData({ queryKey: callKey('attractions', lang) })) {
    const pages: unknown[] =
      typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages)
        ? data.pages
        : [data];
    for (const page of pages)
      if (isListPage(page)) for (const item of page.items) byId.set(item.id, item);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
