import { useQuery } from '@/lib/query';
import type { FlightBoardInput } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { liveQuery } from '@/lib/api/live';

/** The server reads a board every two minutes; the screen asks as often while it is shown. */
const BOARD_FRESH_MS = 2 * 60 * 1000;
/** The timetable changes with the season: an hour is plenty. */
const SCHEDULE_FRESH_MS = 60 * 60 * 1000;

/** An airport's board today (GET flights; docs/api.md, Flights). */
export const useFlightBoard = (lang: ContentLang, input: FlightBoardInput) =>
  useQuery(
    liveQuery(
      lang,
      { name: 'flights', method: 'GET', params: { ...input } },
      { staleTime: BOARD_FRESH_MS, refetchInterval: BOARD_FRESH_MS },
    ),
  );

/** The east airports' day, for the Transport page's card (GET flights/today). */
export const useFlightsToday = (lang: ContentLang) =>
  useQuery(
    liveQuery(
      lang,
      { name: 'flightsToday', method: 'GET', params: {} },
      { staleTime: BOARD_FRESH_MS },
    ),
  );

/** A month's timetable, 1 to 12 (GET flights/schedule). */
export const useFlightSchedule = (lang: ContentLang, month: number) =>
  useQuery(
    liveQuery(
      lang,
      { name: 'flightSchedule', method: 'GET', params: { month } },
      { staleTime: SCHEDULE_FRESH_MS },
    ),
  );
