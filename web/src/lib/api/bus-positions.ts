import { useQuery } from '../query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from './live';

/**
 * The server keeps a route's positions 30 s (docs/live-data.md, Buses), as a stop's estimates:
 * asked as often while shown, like the buses' screen's arrivals.
 */
export const BUS_POSITIONS_POLL_MS = 30 * 1000;

/** Where a route's buses are now, with its path and stops (GET bus-positions). */
export const busPositionsQuery = (lang: ContentLang, route: string) =>
  liveQuery(
    lang,
    { name: 'busPositions', method: 'GET', params: { route } },
    { staleTime: BUS_POSITIONS_POLL_MS, refetchInterval: BUS_POSITIONS_POLL_MS },
  );

/**
 * The buses' screen and the map's bus-route layer share one answer; each asks it only while
 * it shows it (`shown`), so a closed map polls nothing.
 */
export const useBusPositions = (lang: ContentLang, route: string | undefined, shown: boolean) =>
  useQuery({ ...busPositionsQuery(lang, route ?? ''), enabled: shown && route !== undefined });
