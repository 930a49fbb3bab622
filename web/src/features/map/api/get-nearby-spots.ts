import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage, PlaceSummary } from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '../../../lib/api/content';
import { callKey } from '../../../lib/api/query-keys';

/**
 * How far from the centre the spots layer looks, in km: attractions on the coast are reached
 * by car, so as far as the other drive-to layers (hospitals, stations) look.
 */
export const SPOTS_RADIUS_KM = 20;
/**
 * The nearest hundred: the most one page of the list call answers (PAGE_SIZE_MAX of the
 * contracts, not imported here: that module would bring the contracts' schemas into the map).
 */
export const SPOTS_LIMIT = 100;

/** Six decimals (about 10 cm): the same centre asked twice is one question. */
const rounded = (value: number) => Number(value.toFixed(6));

/** The attractions nearest the centre (the attractions list's nearby search), nearest first. */
export const nearbySpotsQuery = (lang: ContentLang, centre: LatLng) => {
  const params = {
    lat: rounded(centre.lat),
    lng: rounded(centre.lng),
    radius: SPOTS_RADIUS_KM,
    pageSize: SPOTS_LIMIT,
  };
  return queryOptions({
    queryKey: callKey('attractions', lang, params),
    queryFn: ({ signal }) =>
      getContent<ListPage<PlaceSummary>>('attractions', lang, params, signal),
  });
};

export const useNearbySpots = (lang: ContentLang, centre: LatLng, enabled: boolean) =>
  useQuery({ ...nearbySpotsQuery(lang, centre), enabled });
