import type { SwellAnswer } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { isSeaArea } from '@ecg/domain/rules/sea-areas';
import { NotFoundError } from '../../plugins/errors';
import { SEA_FORECAST_DATASET, type CwaSeaForecastFeeds } from '../cwa/sea-feeds';
import { LiveDataUnavailableError } from '../live-feeds';
import type { SeaPlaceOf } from './sea-place';
import type { LiveResultOf } from '../live-feeds';

/**
 * The Swell call (wave conditions, requirements §7): the periods of CWA's sea-area forecast not yet
 * over, for the area `locationName` names (綠島蘭嶼海面) or the area of the place's coast, with the
 * upstream's texts and the numbers read from them.
 */
export function swellProvider(feeds: CwaSeaForecastFeeds, now: () => number = Date.now) {
  return {
    async get(
      ownName: string | undefined,
      placeOf: SeaPlaceOf,
    ): Promise<LiveResultOf<SwellAnswer>> {
      const area =
        ownName !== undefined && isSeaArea(ownName) ? ownName.trim() : (await placeOf()).area;
      if (area === undefined) {
        throw new NotFoundError('No CWA sea area is near this place: it is not on our coast');
      }
      const reading = await feeds.read(SEA_FORECAST_DATASET);
      const periods = reading.data.periods.filter((period) => period.area === area);
      if (periods.length === 0) {
        throw new LiveDataUnavailableError(`${feeds.provider} has no sea forecast for ${area}`);
      }
      const { issuedAt } = reading.data;
      return {
        data: periods.filter((period) => parseTaipei(period.end) > now()),
        meta: { ...reading.meta, location: area, ...(issuedAt ? { observedAt: issuedAt } : {}) },
      };
    },
  };
}

export type SwellProvider = ReturnType<typeof swellProvider>;
