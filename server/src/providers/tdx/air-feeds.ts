import { readFidsArrivals, readFidsDepartures, readGeneralSchedule } from './air-documents';
import { tdxFeeds, type TdxFeedsOptions } from './tdx-client';

/** An airport's board changes by the minute around a flight; two keeps it current for a gate. */
export const FIDS_FRESH_FOR_MS = 2 * 60 * 1000;
/** The timetable changes with the season (twice a year) and the odd extra flight. */
export const FLIGHT_SCHEDULE_FRESH_FOR_MS = 6 * 60 * 60 * 1000;
/** A small airport's day is a few dozen flights of ~1 KB; the whole domestic timetable ~1,000. */
const FIDS_MAX_BYTES = 1024 * 1024;
const SCHEDULE_MAX_BYTES = 4 * 1024 * 1024;

export type TdxAirFeedOptions = Pick<
  TdxFeedsOptions<unknown>,
  'client' | 'samplesDir' | 'reportFailure' | 'now'
>;

/**
 * No answer of these calls was ever recorded, and one written from the description must never
 * reach a visitor (data/samples/README.md): the flights provider answers "no key" itself and
 * never reads a sample, so reading one is a mistake said plainly.
 */
const noSample = (): string => {
  throw new Error('TDX flights: no recorded answer is kept, and none is served without a key');
};

const fidsFeeds = <T>(options: TdxAirFeedOptions, half: string, read: (raw: unknown) => T) =>
  tdxFeeds<T>({
    ...options,
    pathOf: (airport) => `v2/Air/FIDS/Airport/${half}/${airport}`,
    sampleFileOf: noSample,
    maxBytes: FIDS_MAX_BYTES,
    freshForMs: FIDS_FRESH_FOR_MS,
    read,
  });

/** Airports' departure boards, one feed per airport (`TTT`; docs/live-data.md, Flights). */
export const tdxDepartureFeeds = (options: TdxAirFeedOptions) =>
  fidsFeeds(options, 'Departure', readFidsDepartures);

/** Airports' arrival boards, one feed per airport. */
export const tdxArrivalFeeds = (options: TdxAirFeedOptions) =>
  fidsFeeds(options, 'Arrival', readFidsArrivals);

/** The domestic timetable, one feed (`Domestic`). */
export const tdxFlightScheduleFeeds = (options: TdxAirFeedOptions) =>
  tdxFeeds({
    ...options,
    pathOf: () => 'v2/Air/GeneralSchedule/Domestic',
    sampleFileOf: noSample,
    maxBytes: SCHEDULE_MAX_BYTES,
    freshForMs: FLIGHT_SCHEDULE_FRESH_FOR_MS,
    read: readGeneralSchedule,
  });

export type TdxDepartureFeeds = ReturnType<typeof tdxDepartureFeeds>;
export type TdxArrivalFeeds = ReturnType<typeof tdxArrivalFeeds>;
export type TdxFlightScheduleFeeds = ReturnType<typeof tdxFlightScheduleFeeds>;
