import { queryOptions } from '@tanstack/react-query';
import type { ApiPathName } from '@ecg/domain/api-paths';
import type {
  Article,
  CategoryTag,
  EventListItem,
  ListPage,
  LiveWebcam,
  PlaceSummary,
  TourSummary,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent, postContent } from '../../../lib/api/content';
import { BACKGROUND_QUERY } from '../../../lib/query-client';
import { spreadByRegion } from '../home-picks';

type Query = Record<string, string | number>;

/**
 * One page of a list for a home section. Each section shows its own loading state, so none
 * of them holds up the page with the full-screen overlay (background queries). A list whose
 * answer depends on the day is known by the day too.
 */
function listQuery<T>(name: ApiPathName, lang: ContentLang, query: Query, day?: number) {
  return queryOptions({
    queryKey: day === undefined ? [name, lang, query] : [name, lang, query, day],
    queryFn: ({ signal }) =>
      getContent<ListPage<T>>(name, lang, query, signal).then((page) => page.items),
    meta: BACKGROUND_QUERY,
  });
}

const pictured = (places: PlaceSummary[]) =>
  spreadByRegion(places.filter((place) => place.image !== null));

/**
 * Attractions with a picture, in turns by region, for the carousel and the recommendations:
 * the first few turn in the carousel, the next are recommended, so no place shows twice.
 */
export const picksQuery = (lang: ContentLang) => ({
  ...listQuery<PlaceSummary>('attractions', lang, { pageSize: 30 }),
  select: pictured,
});
export const IN_CAROUSEL = 5;
export const RECOMMENDED = 8;

export const toursQuery = (lang: ContentLang) =>
  listQuery<TourSummary>('tours', lang, { category: 'all', pageSize: 8 });

/**
 * The first of the events list: events to come and under way, then the recurring festivals;
 * never an event that has ended, which the server judges on the Taipei day. A list kept from
 * yesterday is not today's.
 */
export const eventsQuery = (lang: ContentLang) =>
  listQuery<EventListItem>('activities', lang, { pageSize: 8 }, taipeiDayNumber(Date.now()));

/**
 * The number of the Taipei day (UTC+8 all year): a key that changes at Taipei midnight. The
 * home page counts days rather than writing the date, which would add to its first screen.
 */
const taipeiDayNumber = (epochMs: number) => Math.floor((epochMs + 288e5) / 864e5);

export const newsQuery = (lang: ContentLang) => listQuery<Article>('news', lang, { pageSize: 4 });

export const bannersQuery = (lang: ContentLang) =>
  listQuery<Article>('banner', lang, { pageSize: 2 });

export const marqueeQuery = (lang: ContentLang) =>
  listQuery<Article>('marquee', lang, { pageSize: 5 });

export const tourCategoriesQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: ['categories', lang, { kind: 'tour' }],
    queryFn: ({ signal }) =>
      getContent<CategoryTag[]>('categories', lang, { kind: 'tour' }, signal),
    meta: BACKGROUND_QUERY,
  });

/** The live webcams (SPEC §7: a POST without payload). */
export const liveCamerasQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: ['liveCamera', lang],
    queryFn: ({ signal }) => postContent<LiveWebcam[]>('liveCamera', lang, {}, signal),
    meta: BACKGROUND_QUERY,
  });
