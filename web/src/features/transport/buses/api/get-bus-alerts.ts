import { useQuery } from '@/lib/query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from '@/lib/api/live';

/** The server keeps the alerts five minutes (docs/live-data.md, Buses). */
const ALERTS_FRESH_MS = 5 * 60 * 1000;

/** The region's bus service alerts in force (GET bus-alerts). */
export const useBusAlerts = (lang: ContentLang) =>
  useQuery(
    liveQuery(
      lang,
      { name: 'busAlerts', method: 'GET', params: {} },
      { staleTime: ALERTS_FRESH_MS },
    ),
  );
