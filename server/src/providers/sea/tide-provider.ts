import type { TideAnswer } from '@ecg/domain/contracts';
import { parseTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import { TIDE_DATASET, type CwaTideFeeds } from '../cwa/sea-feeds';
import { nearestTideLocation, tideEvents, tideLocationNamed } from '../cwa/tide-document';
import { LiveDataUnavailableError } from '../live-feeds';
import type { SeaPlaceOf } from './sea-place';
import type { LiveResultOf } from '../live-feeds';

/** Today and the next two days: the waters a visitor plans a walk on the shore around. */
export const TIDE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Tidal call (requirements §7): the high and low waters of CWA's tide forecast from the start of
 * the Taipei today, for the forecast's own location when `locationName` names one (臺東縣綠島鄉,
 * 綠島鄉), else for the place's township, else for the location nearest the place (an inland
 * township gets the nearest coast's).
 */
export function tideProvider(feeds: CwaTideFeeds, now: () => number = Date.now) {
  return {
    async get(ownName: string | undefined, placeOf: SeaPlaceOf): Promise<LiveResultOf<TideAnswer>> {
      const reading = await feeds.read(TIDE_DATASET);
      let location = ownName === undefined ? undefined : tideLocationNamed(reading.data, ownName);
      if (!location) {
        const place = await placeOf();
        location =
          (place.township === undefined
            ? undefined
            : tideLocationNamed(reading.data, place.township)) ??
          nearestTideLocation(reading.data, place.point);
      }
      if (!location) {
        throw new LiveDataUnavailableError(`${feeds.provider} has no tide forecast for our coast`);
      }
      const from = parseTaipei(`${taipeiDate(now())} 00:00:00`);
      return {
        data: tideEvents(location, from, from + TIDE_DAYS * DAY_MS),
        // The forecast carries no issue time of its own: only when it was fetched is known.
        meta: { ...reading.meta, location: location.LocationName },
      };
    },
  };
}

export type TideProvider = ReturnType<typeof tideProvider>;
