import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from '@/lib/api/live';

/** The server asks TDX for the day's sailings every five minutes: asked again as often. */
const FERRIES_FRESH_MS = 5 * 60 * 1000;

/**
 * The sailings between Fugang and the islands (GET ferries): today's, and the timetable of
 * `month` (1–12), this month's when left out (docs/api.md, Live data).
 */
export const ferriesQuery = (lang: ContentLang, month?: number) =>
  liveQuery(
    lang,
    { name: 'ferries', method: 'GET', params: month === undefined ? {} : { month } },
    { staleTime: FERRIES_FRESH_MS },
  );

export const useFerries = (lang: ContentLang, month?: number) =>
  useQuery(ferriesQuery(lang, month));
