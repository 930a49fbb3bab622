import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from '@/lib/api/live';

/** CWA issues its sea-area forecast a few times a day: half an hour is fresh enough. */
const CROSSING_FRESH_MS = 30 * 60 * 1000;

/** The Green Island and Orchid Island crossing outlook, today and tomorrow (GET crossing-outlook). */
export const useCrossingOutlook = (lang: ContentLang) =>
  useQuery(
    liveQuery(
      lang,
      { name: 'crossingOutlook', method: 'GET', params: {} },
      { staleTime: CROSSING_FRESH_MS },
    ),
  );
