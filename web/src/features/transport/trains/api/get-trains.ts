import { queryOptions, useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { liveQuery } from '@/lib/api/live';
import { callKey } from '@/lib/api/query-keys';

/** The delays on the boards change by the minute: asked again each minute while shown. */
const TRAINS_FRESH_MS = 60 * 1000;

export interface TrainSearch {
  from: string;
  to: string;
  /** Taipei date, YYYY-MM-DD; the server's today when absent. */
  date?: string | undefined;
}

/** A day's trains between two of the region's stations (GET trains, docs/api.md). */
export const trainsQuery = (lang: ContentLang, search: TrainSearch) =>
  liveQuery(
    lang,
    {
      name: 'trains',
      method: 'GET',
      params: { from: search.from, to: search.to, date: search.date },
    },
    { staleTime: TRAINS_FRESH_MS, refetchInterval: TRAINS_FRESH_MS },
  );

export const useTrains = (lang: ContentLang, search: TrainSearch, enabled = true) =>
  useQuery({ ...trainsQuery(lang, search), enabled });

/** The region's stations, north to south (GET train-stations): content, kept offline. */
export const trainStationsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('trainStations', lang),
    queryFn: ({ signal }) => getContent('trainStations', lang, {}, signal),
  });

export const useTrainStations = (lang: ContentLang) => useQuery(trainStationsQuery(lang));
