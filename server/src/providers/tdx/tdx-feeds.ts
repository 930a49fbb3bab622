import { readAvailabilityDocument, type AvailabilityDocument } from './availability-document';
import { tdxFeeds, type TdxFeedsOptions } from './tdx-client';

/**
 * The widget asks every minute (requirements §9) and car parks report about every five: a minute
 * keeps the counts as new as the widget shows them, far inside TDX's rate limit.
 */
export const TDX_PARKING_FRESH_FOR_MS = 60 * 1000;

/**
 * A car park takes about 0.5 KB of a city's availability (the sample: 14 in 6.8 KB), so 2 MB
 * holds some 4,000 car parks and still stops a runaway answer.
 */
export const TDX_AVAILABILITY_MAX_BYTES = 2 * 1024 * 1024;

/** The sample of a city's availability in data/samples. */
export const availabilitySampleFile = (city: string) => `tdx/ParkingAvailability-${city}.json`;

export type TdxParkingFeedOptions = Pick<
  TdxFeedsOptions<AvailabilityDocument>,
  'client' | 'samplesDir' | 'reportFailure' | 'now'
>;

/** Parking availability by TDX city (HualienCounty), from the upstream or from the samples. */
export function tdxParkingFeeds(options: TdxParkingFeedOptions) {
  return tdxFeeds<AvailabilityDocument>({
    ...options,
    pathOf: (city) => `v1/Parking/OffStreet/ParkingAvailability/City/${encodeURIComponent(city)}`,
    sampleFileOf: availabilitySampleFile,
    maxBytes: TDX_AVAILABILITY_MAX_BYTES,
    freshForMs: TDX_PARKING_FRESH_FOR_MS,
    read: readAvailabilityDocument,
  });
}

export type TdxParkingFeeds = ReturnType<typeof tdxParkingFeeds>;
