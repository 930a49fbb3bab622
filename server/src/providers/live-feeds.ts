import type { LiveMeta } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { sampleShiftDays, shiftSample, type RecordedSample } from './sample-shift';

/** A whole upstream document as last read, with where and when it came from. */
export interface FeedReading<T> {
  data: T;
  meta: Omit<LiveMeta, 'location'>;
}

export interface LiveFeedOptions<T> {
  /** The upstream's name, shown with the data (CWA, MOENV …). */
  provider: string;
  /** Reads one feed from the upstream; absent while no key is configured. */
  fetchUpstream: ((feed: string) => Promise<T>) | undefined;
  /** The recorded sample of one feed, in the upstream's format, and when it was recorded. */
  readSample: (feed: string) => Promise<RecordedSample<T>>;
  /** How long a good answer is used before the upstream is asked again. */
  freshForMs: number;
  /** After a failure, how long to serve the last good answer before asking again. */
  retryAfterMs?: number;
  now?: () => number;
}

/** The upstream failed and there is no earlier answer to fall back on. */
export class LiveDataUnavailableError extends Error {
  readonly statusCode = 503;
  /** The message is shown: it names the upstream, never a key. */
  readonly expose = true;
}

interface Entry<T> {
  reading: FeedReading<T>;
  /** Epoch ms from which the upstream is asked again. */
  refreshAt: number;
}

/**
 * The caching half of every live provider (docs/architecture.md, Live data): each feed (an
 * upstream document, such as one county's forecast) is read at most once per `freshForMs`, callers
 * asking at the same time share one request, and when the upstream fails the last good
 * answer is served marked stale. With no key the recorded sample is served, marked so, and
 * moved to today (sampleShiftDays), so that its dates read as an answer of today would.
 */
export function liveFeeds<T>(options: LiveFeedOptions<T>) {
  const { provider, fetchUpstream, readSample, freshForMs, now = Date.now } = options;
  const retryAfterMs = options.retryAfterMs ?? 60_000;
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<FeedReading<T>>>();

  async function refresh(feed: string, fetcher: (feed: string) => Promise<T>) {
    const previous = entries.get(feed);
    try {
      const data = await fetcher(feed);
      const reading: FeedReading<T> = {
        data,
        meta: { source: 'upstream', provider, fetchedAt: formatTaipei(now()), stale: false },
      };
      entries.set(feed, { reading, refreshAt: now() + freshForMs });
      return reading;
    } catch (error) {
      if (!previous) {
        throw new LiveDataUnavailableError(
          `${provider} did not answer and no earlier answer is kept; try again later`,
          { cause: error },
        );
      }
      const reading = { ...previous.reading, meta: { ...previous.reading.meta, stale: true } };
      entries.set(feed, { reading, refreshAt: now() + retryAfterMs });
      return reading;
    }
  }

  const samples = new Map<
    string,
    { recorded: RecordedSample<T>; days: number; reading: FeedReading<T> }
  >();

  /** The sample read once, and moved on whenever the day it reads as changes. */
  async function readSampleOfToday(feed: string): Promise<FeedReading<T>> {
    const kept = samples.get(feed);
    const recorded = kept?.recorded ?? (await readSample(feed));
    const days = sampleShiftDays(recorded.recordedAt, now());
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

    async read(feed: string): Promise<FeedReading<T>> {
      if (!fetchUpstream) return readSampleOfToday(feed);
      const kept = entries.get(feed);
      if (kept && kept.refreshAt > now()) return kept.reading;
      const pending = inFlight.get(feed);
      if (pending) return pending;
      const request = refresh(feed, fetchUpstream).finally(() => inFlight.delete(feed));
      inFlight.set(feed, request);
      return request;
    },
  };
}
