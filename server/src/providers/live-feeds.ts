import type { LiveMeta } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { sampleShiftDays, shiftSample, type RecordedSample } from './sample-shift';
import { UpstreamError } from './upstream-fetch';

/** A whole upstream document as last read, with where and when it came from. */
export interface FeedReading<T> {
  data: T;
  meta: Omit<LiveMeta, 'location'>;
}

/** A live answer of the contracts as its provider gives it: the live route adds `success`. */
export type LiveResultOf<A extends { success: boolean }> = Omit<A, 'success'>;

/**
 * The meta of an answer given without reading anything: no key is configured and no recorded
 * answer exists (docs/live-data.md, No key). `provider` names whose data it would be.
 */
export const unconfiguredMeta = (provider: string, at: number): LiveMeta => ({
  source: 'unconfigured',
  provider,
  fetchedAt: formatTaipei(at),
  stale: false,
});

/** Where a failed upstream request is reported (the server's log); messages carry no key. */
export type ReportFailure = (message: string) => void;

export interface LiveFeedOptions<T> {
  /** The upstream's name, shown with the data (CWA, MOENV …). */
  provider: string;
  /** Reads one feed from the upstream; absent while no key is configured. */
  fetchUpstream: ((feed: string) => Promise<T>) | undefined;
  /** The recorded sample of one feed, in the upstream's format, and when it was recorded. */
  readSample: (feed: string) => Promise<RecordedSample<T>>;
  /** How long a good answer is used before the upstream is asked again. */
  freshForMs: number;
  /**
   * Whether the sample is moved on to today (the default). A record of events, such as a
   * warning, keeps the day it was recorded: moved on, it would read as what happens today.
   */
  shiftSample?: boolean;
  reportFailure?: ReportFailure;
  now?: () => number;
}

/** The upstream failed and there is no earlier answer to fall back on. */
export class LiveDataUnavailableError extends Error {
  readonly statusCode = 503;
  /** The message is shown: it names the upstream, never a key. */
  readonly expose = true;
}

/**
 * After a failure the upstream is left alone for 30 s, twice as long after each further
 * failure in a row, up to 5 minutes: a service that is down is not hammered by every visitor,
 * and one that is back is asked again soon.
 */
export const FIRST_BACK_OFF_MS = 30_000;
const MAX_BACK_OFF_MS = 5 * 60_000;
const backOffMs = (failures: number): number =>
  Math.min(FIRST_BACK_OFF_MS * 2 ** (failures - 1), MAX_BACK_OFF_MS);

const retryAfterOf = (error: Error) =>
  error instanceof UpstreamError ? (error.retryAfterMs ?? 0) : 0;

interface FeedState<T> {
  /** The last good answer, and the same marked stale for when it is past its time. */
  kept?: { fresh: FeedReading<T>; stale: FeedReading<T>; freshUntil: number };
  /** Failures in a row, the last of them, and when the upstream may be asked again. */
  failures: number;
  lastFailure?: Error;
  askAgainAt: number;
}

/**
 * The caching half of every live provider (docs/live-data.md): each feed (an
 * upstream document, such as one county's forecast) is read at most once per `freshForMs`, and
 * never by more than one request at a time. A visitor is never kept waiting by a refresh
 * while an answer is kept: past its time it is served at once, marked stale, while one refresh
 * runs in the background. A failing upstream is not asked again before its back-off ends; meanwhile, with
 * nothing kept, the call fails at once. With no key the recorded sample is served, marked so,
 * and moved to today (sampleShiftDays), so that its dates read as an answer of today would,
 * unless the feed keeps its recorded dates (`shiftSample: false`).
 */
export function liveFeeds<T>(options: LiveFeedOptions<T>) {
  const {
    provider,
    fetchUpstream,
    readSample,
    freshForMs,
    shiftSample: moveSample = true,
    reportFailure,
    now = Date.now,
  } = options;
  const states = new Map<string, FeedState<T>>();
  const inFlight = new Map<string, Promise<void>>();

  /** Asks the upstream once; never rejects, so a refresh nobody waits for fails quietly. */
  async function refresh(feed: string, fetcher: (feed: string) => Promise<T>): Promise<void> {
    try {
      const data = await fetcher(feed);
      const meta = { source: 'upstream' as const, provider, fetchedAt: formatTaipei(now()) };
      const fresh = { data, meta: { ...meta, stale: false } };
      const stale = { data, meta: { ...meta, stale: true } };
      states.set(feed, {
        kept: { fresh, stale, freshUntil: now() + freshForMs },
        failures: 0,
        askAgainAt: 0,
      });
    } catch (error) {
      const state = states.get(feed) ?? { failures: 0, askAgainAt: 0 };
      const failures = state.failures + 1;
      const lastFailure = error instanceof Error ? error : new Error(String(error));
      // An upstream that says how long to wait (429 with Retry-After) is given at least that.
      const restMs = Math.max(backOffMs(failures), retryAfterOf(lastFailure));
      states.set(feed, { ...state, failures, lastFailure, askAgainAt: now() + restMs });
      reportFailure?.(
        `${provider} feed ${feed}: ${lastFailure.message}; ` +
          `failure ${failures} in a row, next try in ${restMs / 1000} s`,
      );
    }
  }

  /** The refresh under way, or a new one unless the upstream is resting after a failure. */
  function refreshing(feed: string, fetcher: (feed: string) => Promise<T>) {
    const pending = inFlight.get(feed);
    if (pending) return pending;
    if (now() < (states.get(feed)?.askAgainAt ?? 0)) return undefined;
    const request = refresh(feed, fetcher).finally(() => inFlight.delete(feed));
    inFlight.set(feed, request);
    return request;
  }

  function unavailable(feed: string): LiveDataUnavailableError {
    return new LiveDataUnavailableError(
      `${provider} did not answer and no earlier answer is kept; try again later`,
      { cause: states.get(feed)?.lastFailure },
    );
  }

  const samples = new Map<
    string,
    { recorded: RecordedSample<T>; days: number; reading: FeedReading<T> }
  >();

  /** The sample read once, and moved on whenever the day it reads as changes. */
  async function readSampleOfToday(feed: string): Promise<FeedReading<T>> {
    const kept = samples.get(feed);
    const recorded = kept?.recorded ?? (await readSample(feed));
    const days = moveSample ? sampleShiftDays(recorded.recordedAt, now()) : 0;
    if (kept?.days === days) return kept.reading;
    const { data, recordedAt } = shiftSample(recorded, days);
    const reading: FeedReading<T> = {
      data,
      meta: { source: 'sample', provider, fetchedAt: recordedAt, stale: false },
    };
    samples.set(feed, { recorded, days, reading });
    return reading;
  }

  return {
    provider,

    /**
     * The feed's answer. With nothing kept the call waits for the upstream, unless it is
     * resting or `wait` is false: then it fails at once while the refresh goes on, for a call
     * that must answer without this feed rather than late (the notices, requirements §4).
     */
    async read(feed: string, { wait = true }: { wait?: boolean } = {}): Promise<FeedReading<T>> {
      if (!fetchUpstream) return readSampleOfToday(feed);
      const kept = states.get(feed)?.kept;
      if (kept && now() < kept.freshUntil) return kept.fresh;
      const request = refreshing(feed, fetchUpstream);
      if (kept) return kept.stale;
      if (!wait) throw unavailable(feed);
      // Nothing to serve meanwhile: wait for the upstream, unless it is resting.
      await request;
      const answered = states.get(feed)?.kept;
      if (answered) return answered.fresh;
      throw unavailable(feed);
    },

    /** Resolves once no refresh is under way, so a test can wait for one it did not await. */
    async settled(): Promise<void> {
      await Promise.all(inFlight.values());
    },
  };
}
