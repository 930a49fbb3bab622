import type { LocationRequest } from '@ecg/domain/contracts';
import { isSeaArea, seaAreaOf, type SeaArea } from '@ecg/domain/rules/sea-areas';
import type { MarineStations } from '../../providers/cwa/marine-stations';
import type { SeaPlace, SeaPlaceOf } from '../../providers/sea/sea-place';
import type { LivePlaceRepository } from '../../store/live/live-place-repository';

type WhereRequest = Pick<LocationRequest, 'lat' | 'lng' | 'zipcode' | 'locationName'>;

/**
 * A position outside our townships (at sea, on a beach past the last boundary) takes the area of
 * the nearest station within this distance: the width of one stretch of CWA's coastal areas.
 */
const AREA_REACH_KM = 50;

const asArea = (text: string | undefined): SeaArea | undefined =>
  text !== undefined && isSeaArea(text) ? text : undefined;

/**
 * The name a provider may know as its own (a tide location, a sea area): only when the request
 * gives no position or zipcode, which come first (docs/live-data.md).
 */
export const ownNameOf = (request: WhereRequest): string | undefined =>
  request.lat === undefined && request.zipcode === undefined ? request.locationName : undefined;

/**
 * Where a sea call answers for: a marine station the name gives (綠島, C4T01, Hualien), else the
 * live place (position, zipcode, township or county), with the CWA sea area of its coast.
 */
export function seaPlaceOf(
  request: WhereRequest,
  places: LivePlaceRepository,
  stations: MarineStations,
): SeaPlaceOf {
  return async (): Promise<SeaPlace> => {
    const name = ownNameOf(request);
    const [station] = name === undefined ? [] : await stations.named(name);
    if (station) return { point: station.point, name: station.name, area: asArea(station.area) };
    const place = await places.resolve(request);
    const county = place.township?.county ?? place.county;
    const area =
      county === undefined
        ? asArea((await stations.near(place.point, AREA_REACH_KM))[0]?.area)
        : seaAreaOf(county, place.township?.name);
    return {
      point: place.point,
      name: place.name,
      ...(place.township ? { township: `${place.township.county}${place.township.name}` } : {}),
      ...(area ? { area } : {}),
    };
  };
}
