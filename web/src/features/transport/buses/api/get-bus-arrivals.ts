import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from '@/lib/api/live';

/** The server keeps a stop's estimates 30 s (docs/live-data.md, Buses): asked as often here. */
const ARRIVALS_FRESH_MS = 30 * 1000;

/** A stop's next buses (GET bus-arrivals), asked again every half minute while shown. */
export const busArrivalsQuery = (lang: ContentLang, stop: string) =>
  liveQuery(
    lang,
    { name: 'busArrivals', method: 'GET', params: { stop } },
    { staleTime: ARRIVALS_FRESH_MS, refetchInterval: ARRIVALS_FRESH_MS },
  );

export const useBusArrivals = (lang: ContentLang, stop: string | undefined) =>
  useQuery({ ...busArrivalsQuery(lang, stop ?? ''), enabled: stop !== undefined });
