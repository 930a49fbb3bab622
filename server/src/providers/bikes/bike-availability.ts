import { z } from 'zod';
import { liveFeeds, type ReportFailure } from '../live-feeds';
import { TDX_PROVIDER } from '../tdx/tdx-auth';
import type { TdxClient } from '../tdx/tdx-client';

/**
 * TDX's public-bike availability of a city (`v2/Bike/Availability/City/{City}`, docs/live-data.md,
 * Bikes): a bare array, per station its StationUID (the key of the bike layer's ids,
 * `tdx-bike-{StationUID}`), the bikes to borrow and the free docks. ServiceStatus 1 is a station
 * in service (0 stopped, 2 paused). Only what is read is checked; the rest passes untouched.
 */
const availabilitySchema = z.object({
  StationUID: z.string().min(1),
  ServiceStatus: z.number().int().optional(),
  AvailableRentBikes: z.number().int().optional(),
  AvailableReturnBikes: z.number().int().optional(),
  UpdateTime: z.string().optional(),
});
const documentSchema = z.array(availabilitySchema);
export type BikeAvailabilityDocument = z.infer<typeof documentSchema>;

export function readBikeAvailability(raw: unknown): BikeAvailabilityDocument {
  const parsed = documentSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `not a TDX bike availability: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
  );
}

/** The cities of the bike layer (server/src/importer/upstreams/tdx-bike.ts). */
export const BIKE_CITIES = ['HualienCounty', 'TaitungCounty'] as const;
/** Counts change by the minute; TDX refreshes them about every minute. */
export const BIKE_AVAILABILITY_FRESH_FOR_MS = 60 * 1000;
const BIKE_MAX_BYTES = 2 * 1024 * 1024;
const IN_SERVICE = 1;

export interface BikeCounts {
  rentable: number;
  returnable: number;
}

/**
 * A station's two counts, only when both are known and it is in service: the popup shows
 * borrow and return counts only when both exist (requirements §5).
 */
export function countsOf(document: BikeAvailabilityDocument): Map<string, BikeCounts> {
  const counts = new Map<string, BikeCounts>();
  for (const station of document) {
    const { AvailableRentBikes: rentable, AvailableReturnBikes: returnable } = station;
    if (station.ServiceStatus !== undefined && station.ServiceStatus !== IN_SERVICE) continue;
    if (rentable === undefined || returnable === undefined || rentable < 0 || returnable < 0) {
      continue;
    }
    counts.set(`tdx-bike-${station.StationUID}`, { rentable, returnable });
  }
  return counts;
}

/**
 * The live counts of the bike layer's stations. No recorded Bike answer exists: without a TDX
 * key nothing is read and no station has counts (the popup then shows none).
 */
export function bikeAvailabilityProvider(options: {
  client: TdxClient;
  reportFailure?: ReportFailure;
  now?: () => number;
}) {
  const { client, reportFailure, now } = options;
  const feeds = liveFeeds<BikeAvailabilityDocument>({
    provider: TDX_PROVIDER,
    fetchUpstream: client.configured
      ? async (city) =>
          readBikeAvailability(
            await client.get(`v2/Bike/Availability/City/${city}`, { maxBytes: BIKE_MAX_BYTES }),
          )
      : undefined,
    readSample: () => Promise.reject(new Error('TDX: no recorded Bike answer is served')),
    freshForMs: BIKE_AVAILABILITY_FRESH_FOR_MS,
    ...(reportFailure ? { reportFailure } : {}),
    ...(now ? { now } : {}),
  });
  return {
    /** Counts by facility id; a city TDX does not answer leaves its stations without counts. */
    async counts(): Promise<Map<string, BikeCounts>> {
      if (!client.configured) return new Map();
      const readings = await Promise.allSettled(BIKE_CITIES.map((city) => feeds.read(city)));
      const all = new Map<string, BikeCounts>();
      for (const reading of readings) {
        if (reading.status !== 'fulfilled') continue;
        for (const [id, counts] of countsOf(reading.value.data)) all.set(id, counts);
      }
      return all;
    },
    settled: () => feeds.settled(),
  };
}

export type BikeAvailabilityProvider = ReturnType<typeof bikeAvailabilityProvider>;
