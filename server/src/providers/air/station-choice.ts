import type { LocationRequest, SiteRequest } from '@ecg/domain/contracts';
import { nearestFirst, type LatLng } from '@ecg/domain/rules/distance';
import { NotFoundError } from '../../plugins/errors';
import { LiveDataUnavailableError } from '../live-feeds';
import type { Station } from './station-lists';

/**
 * Where the store finds a place (store/live/live-place-repository.ts), as the stations' choice
 * asks it: the provider says what it needs, so it needs nothing of the store.
 */
export interface PlaceFinder {
  resolve(request: Pick<LocationRequest, 'lat' | 'lng' | 'zipcode'>): Promise<{ point: LatLng }>;
  ofName(name: string): Promise<{ point: LatLng } | undefined>;
}

/** 台東 and 臺東 are both written; the stations' names use 臺. */
const official = (text: string) => text.trim().replace(/台/g, '臺');

/**
 * Where a UV or air-quality call asks about: the visitor's position or a zipcode's township
 * first (as every live call), else `siteName`, which names one of the stations (花蓮, 臺東) or,
 * failing that, a township or county of ours. A name that is neither is a 404 naming it.
 */
async function pointOf(
  request: SiteRequest,
  stations: readonly Station[],
  places: PlaceFinder,
): Promise<LatLng> {
  const { lat, lng, zipcode, siteName } = request;
  if ((lat !== undefined && lng !== undefined) || zipcode !== undefined) {
    return (await places.resolve({ lat, lng, zipcode })).point;
  }
  const name = official(siteName ?? '');
  const station = stations.find((candidate) => candidate.name === name);
  if (station) return station.point;
  const place = await places.ofName(name);
  if (!place) {
    throw new NotFoundError(
      `siteName ${siteName ?? ''} is not a station, township or county we know`,
    );
  }
  return place.point;
}

/**
 * The station a call answers from and its reading: the nearest to where it asks about that
 * reports a value now (`readingOf` gives none for a station without one). A named station with
 * no value (off for maintenance, -99) gives way to its nearest neighbour that has one, and
 * `meta.location` says which answered.
 */
export async function chooseStation<R>(
  request: SiteRequest,
  stations: readonly Station[],
  places: PlaceFinder,
  readingOf: (station: Station) => R | undefined,
  provider: string,
): Promise<{ station: Station; reading: R }> {
  const point = await pointOf(request, stations, places);
  const reporting = stations.flatMap((station) => {
    const reading = readingOf(station);
    return reading === undefined ? [] : [{ station, reading }];
  });
  const nearest = nearestFirst(reporting, point, ({ station }) => station.point)[0]?.item;
  if (!nearest) {
    throw new LiveDataUnavailableError(
      `${provider} has no reading from a station of Hualien or Taitung now; try again later`,
    );
  }
  return { station: nearest.station, reading: nearest.reading };
}
