import { parseTaipei } from '@ecg/domain/rules/datetime';
import { cwaFeeds, type CwaClient } from '../cwa/cwa-client';
import type { FeedReading, ReportFailure } from '../live-feeds';
import type { CwaWarning } from './warning';
import { readEarthquakeWarnings } from './earthquake-warnings';
import { readTyphoonWarnings } from './typhoon-warnings';
import { readCountyHazards, readHazardDocuments, weatherWarnings } from './weather-warnings';

/**
 * The datasets the warnings come from (docs/live-data.md, Warnings). The typhoon
 * warning with its areas is W-C0034-001; W-C0034-005 is the cyclone's track and names no area.
 */
export const WARNING_DATASETS = {
  countyHazards: 'W-C0033-001',
  hazardDocuments: 'W-C0033-002',
  typhoon: 'W-C0034-001',
  earthquakes: ['E-A0015-001', 'E-A0016-001'],
} as const;

/** CWA issues and lifts warnings at any hour: asked again after five minutes. */
export const WARNINGS_FRESH_FOR_MS = 5 * 60 * 1000;
/** Every warning dataset is well under a megabyte (22 counties, a few reports); 2 MB stops a runaway. */
const WARNINGS_MAX_BYTES = 2 * 1024 * 1024;

export interface WarningsProviderOptions {
  client: CwaClient;
  samplesDir: string;
  reportFailure?: ReportFailure | undefined;
  now?: (() => number) | undefined;
}

export interface WarningsInForce {
  warnings: CwaWarning[];
  /**
   * They come from the recorded samples (no key): examples on their recorded day, which the
   * app says are examples and never pops up (warning-notice.ts).
   */
  sample: boolean;
}

/**
 * The CWA warnings in force that concern Hualien or Taitung, newest first. Each dataset is a
 * feed of its own: one that fails leaves the others' warnings (and its own last answer, stale)
 * standing; only when none answers does the call fail. A warning past its end is gone, however
 * old the answer it came from.
 */
export function warningsProvider(options: WarningsProviderOptions) {
  const { now = Date.now } = options;
  const feeds = <T>(read: (payload: unknown) => T) =>
    cwaFeeds<T>({
      ...options,
      api: 'rest',
      maxBytes: WARNINGS_MAX_BYTES,
      freshForMs: WARNINGS_FRESH_FOR_MS,
      // A recorded warning is an example of one, never today's: it keeps its recorded day.
      shiftSample: false,
      read,
    });
  const hazards = feeds(readCountyHazards);
  const documents = feeds(readHazardDocuments);
  const typhoons = feeds(readTyphoonWarnings);
  const earthquakes = feeds(readEarthquakeWarnings);

  return {
    /**
     * `wait: false` never waits on CWA: what is kept is answered, and a dataset not yet read
     * joins once its refresh, started now, has answered (live-feeds.ts).
     */
    async inForce(options: { wait?: boolean } = {}): Promise<WarningsInForce> {
      const [hazardReading, documentReading, ...others] = await Promise.allSettled([
        hazards.read(WARNING_DATASETS.countyHazards, options),
        documents.read(WARNING_DATASETS.hazardDocuments, options),
        typhoons.read(WARNING_DATASETS.typhoon, options),
        ...WARNING_DATASETS.earthquakes.map((dataset) => earthquakes.read(dataset, options)),
      ]);
      const answered = [hazardReading, documentReading, ...others].filter(
        (result) => result.status === 'fulfilled',
      );
      if (answered.length === 0) {
        throw new Error('CWA answered none of the warning datasets', {
          cause: (hazardReading as PromiseRejectedResult).reason,
        });
      }
      const readings = answered.map(({ value }) => value as FeedReading<unknown>);
      // A warning is in force at the time of its answer's reading: now, or for a sample
      // (which keeps its recorded day) when it was recorded, so a sample shows what was in
      // force then and an expired one is dropped however old the answer.
      const at = now();
      const inForceAt = (reading: FeedReading<unknown>) =>
        reading.meta.source === 'sample' ? parseTaipei(reading.meta.fetchedAt) : at;
      const current = (reading: FeedReading<unknown>, warnings: CwaWarning[]) =>
        warnings.filter(
          (warning) =>
            warning.expiresAt === undefined || parseTaipei(warning.expiresAt) > inForceAt(reading),
        );
      const weather =
        hazardReading.status === 'fulfilled'
          ? current(
              hazardReading.value,
              weatherWarnings(
                hazardReading.value.data,
                documentReading.status === 'fulfilled' ? documentReading.value.data : [],
              ),
            )
          : [];
      const listed = others.flatMap((result) =>
        result.status === 'fulfilled' ? current(result.value, result.value.data) : [],
      );
      return {
        warnings: [...weather, ...listed].sort(
          (a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.id.localeCompare(b.id),
        ),
        sample: readings.some((reading) => reading.meta.source === 'sample'),
      };
    },

    /** Resolves once no refresh is under way (tests). */
    settled: () =>
      Promise.all([hazards, documents, typhoons, earthquakes].map((feed) => feed.settled())),
  };
}

export type WarningsProvider = ReturnType<typeof warningsProvider>;
