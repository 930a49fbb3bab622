import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from '@/lib/api/live';

/** The camera list changes when a camera is added or moved; the stills refresh themselves. */
const CAMERAS_FRESH_MS = 30 * 60 * 1000;

/** The Highway Bureau's cameras on 台9 by road section (GET highway-cameras). */
export const useHighwayCameras = (lang: ContentLang) =>
  useQuery(
    liveQuery(
      lang,
      { name: 'highwayCameras', method: 'GET', params: {} },
      { staleTime: CAMERAS_FRESH_MS },
    ),
  );
