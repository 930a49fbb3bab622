import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from '@/lib/api/live';

/** The server keeps a timetable an hour (docs/live-data.md, Buses). */
const TIMETABLE_FRESH_MS = 60 * 60 * 1000;

/** A route's trips today at a stop (GET bus-timetable). */
export const useBusTimetable = (lang: ContentLang, route: string, stop: string) =>
  useQuery(
    liveQuery(
      lang,
      { name: 'busTimetable', method: 'GET', params: { route, stop } },
      { staleTime: TIMETABLE_FRESH_MS },
    ),
  );
