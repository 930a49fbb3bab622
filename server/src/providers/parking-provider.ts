import type {
  LiveMeta,
  ParkingAnswer,
  ParkingRecord,
  ScenicAreaFlowAnswer,
} from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import {
  BUS_SPACE_TYPE,
  flowStatus,
  SMALL_CAR_SPACE_TYPE,
  usageRatio,
} from '@ecg/domain/rules/parking';
import { LiveDataUnavailableError, type FeedReading } from './live-feeds';
import type { AvailabilityDocument, CarParkAvailability } from './tdx/availability-document';
import type { TdxParkingFeeds } from './tdx/tdx-feeds';
import type { LiveResultOf } from './live-feeds';

const SHOWN_SPACE_TYPES: readonly number[] = [SMALL_CAR_SPACE_TYPE, BUS_SPACE_TYPE];

/** A count TDX knows: a whole number, not negative (TDX writes unknown as negative). */
const known = (value: number | undefined): value is number => value !== undefined && value >= 0;

/**
 * A car park of a spot, as the store keeps it (store/live/parking-repository.ts): the provider
 * says what it reads, so it needs nothing of the store.
 */
export interface SpotLot {
  id: string;
  city: string;
  name: string;
  lat: number;
  lng: number;
}

/** Only an open car park's counts mean anything; one closed for the day reports stale ones. */
const isOpen = (carPark: CarParkAvailability) =>
  carPark.ServiceStatus === undefined || carPark.ServiceStatus === 1;

const modifiedAt = (carPark: CarParkAvailability, document: AvailabilityDocument) =>
  formatTaipei(carPark.DataCollectTime ?? document.UpdateTime);

/** The spot's car parks as TDX reports them now, with the document each came in. */
async function readLots(feeds: TdxParkingFeeds, lots: readonly SpotLot[]) {
  const cities = [...new Set(lots.map((lot) => lot.city))];
  const readings = new Map<string, FeedReading<AvailabilityDocument>>();
  for (const city of cities) readings.set(city, await feeds.read(city));
  const reported = lots.flatMap((lot) => {
    const document = readings.get(lot.city)!.data;
    const carPark = document.ParkingAvailabilities.find((entry) => entry.CarParkID === lot.id);
    return carPark && isOpen(carPark) ? [{ carPark, document }] : [];
  });
  return { reported, meta: combinedMeta([...readings.values()]) };
}

/** One meta for answers drawn from several feeds: the oldest reading speaks for all. */
function combinedMeta(readings: FeedReading<unknown>[]): LiveMeta {
  const oldest = readings.reduce((a, b) => (b.meta.fetchedAt < a.meta.fetchedAt ? b : a));
  return {
    ...oldest.meta,
    stale: readings.some((reading) => reading.meta.stale),
    source: readings.some((reading) => reading.meta.source === 'sample') ? 'sample' : 'upstream',
  };
}

/** A car park's counts per shown space type, where its operator reports them. */
function recordsOf(carPark: CarParkAvailability, document: AvailabilityDocument): ParkingRecord[] {
  return (carPark.Availabilities ?? []).flatMap((entry) => {
    const amount = entry.NumberOfSpaces;
    const available = entry.AvailableSpaces;
    if (!SHOWN_SPACE_TYPES.includes(entry.SpaceType) || !known(amount) || !known(available)) {
      return [];
    }
    if (amount === 0) return [];
    return [
      {
        park_id: carPark.CarParkID,
        space_type: entry.SpaceType as ParkingRecord['space_type'],
        // An operator may count more free spaces than it has; the lot is then simply empty.
        available_spaces: Math.min(available, amount),
        amount,
        date_modified: modifiedAt(carPark, document),
      },
    ];
  });
}

/** A car park's car spaces and free ones: by type where reported, else its totals. */
function carSpacesOf(carPark: CarParkAvailability) {
  const cars = carPark.Availabilities?.find((entry) => entry.SpaceType === SMALL_CAR_SPACE_TYPE);
  const total = cars && known(cars.NumberOfSpaces) ? cars.NumberOfSpaces : carPark.TotalSpaces;
  const free = cars && known(cars.AvailableSpaces) ? cars.AvailableSpaces : carPark.AvailableSpaces;
  return known(total) && known(free) && total > 0
    ? { total, free: Math.min(free, total) }
    : undefined;
}

/**
 * Live parking of a scenic spot (requirements §4): the counts of its car parks from TDX. When none
 * of them reports counts by space type, `switchBoard` sends the app to the flow call, which
 * reads the car parks' overall usage instead.
 */
export function parkingProvider(feeds: TdxParkingFeeds) {
  return {
    async get(lots: readonly SpotLot[]): Promise<LiveResultOf<ParkingAnswer>> {
      const { reported, meta } = await readLots(feeds, lots);
      const data = reported.flatMap(({ carPark, document }) => recordsOf(carPark, document));
      return {
        data,
        switchBoard: data.length === 0,
        lots: lots.map((lot) => ({
          park_id: lot.id,
          name: lot.name,
          latlng: `${lot.lat},${lot.lng}`,
        })),
        meta,
      };
    },

    /** The scenic-area flow (requirements §3): the share of the spot's car spaces taken, in percent. */
    async flow(
      spotId: string,
      lots: readonly SpotLot[],
    ): Promise<LiveResultOf<ScenicAreaFlowAnswer>> {
      const { reported, meta } = await readLots(feeds, lots);
      const counted = reported.flatMap(({ carPark, document }) => {
        const spaces = carSpacesOf(carPark);
        return spaces ? [{ ...spaces, modified: modifiedAt(carPark, document) }] : [];
      });
      if (counted.length === 0) {
        throw new LiveDataUnavailableError(
          `${feeds.provider} reports no counts for the car parks of ${spotId}`,
        );
      }
      const total = counted.reduce((sum, lot) => sum + lot.total, 0);
      const free = counted.reduce((sum, lot) => sum + lot.free, 0);
      const ratio = usageRatio(total - free, total);
      return {
        data: {
          four_wheel_parking_usage_ratio: ratio,
          status: flowStatus(ratio) ?? '',
          date_modified: counted
            .map((lot) => lot.modified)
            .sort()
            .at(-1)!,
        },
        meta,
      };
    },
  };
}

export type ParkingProvider = ReturnType<typeof parkingProvider>;
