import type { SeaObservation, WalrusAnswer } from '@ecg/domain/contracts';
import type { MarineStations } from '../cwa/marine-stations';
import { SEA_OBSERVATION_DATASET, type CwaSeaObservationFeeds } from '../cwa/sea-feeds';
import type { SeaPlace } from './sea-place';
import type { LiveResultOf } from '../live-feeds';

/**
 * How far a station may be and still describe the sea of a place: 50 km reaches from an inland
 * township to its coast (Haiduan to Chenggong is 37 km) and from Green Island to the Taitung
 * buoy, but not along the coast to another stretch of sea.
 */
export const WALRUS_REACH_KM = 50;
/** The nearest stations that report: a buoy, a tide gauge and a wind pile say different things. */
export const WALRUS_STATIONS = 3;

/**
 * CWA has a tide gauge and a wind pile side by side on Green Island (1676 and 4S21) and at Shiti,
 * each named for the place: readings of one name at one time are one observation of that place.
 */
function mergedByName(observations: SeaObservation[]): SeaObservation[] {
  const merged: SeaObservation[] = [];
  for (const observation of observations) {
    const index = merged.findIndex(
      (kept) =>
        kept.station === observation.station && kept.standard_time === observation.standard_time,
    );
    const kept = merged[index];
    if (kept) merged[index] = { ...observation, ...kept };
    else merged.push(observation);
  }
  return merged;
}

/**
 * The Walrus call (海象, requirements §7): the latest observation of each of the stations nearest
 * the place that report something, nearest first. Wave heights in m, periods in s, directions in
 * degrees as CWA gives them (waves: where they come from; currents: where they flow to),
 * sea temperature in °C, current and wind speed in m/s, and the tide's height in m above
 * TWVD2001 (above the local mean sea level at the islands' stations).
 */
export function walrusProvider(feeds: CwaSeaObservationFeeds, stations: MarineStations) {
  return {
    async get(place: SeaPlace): Promise<LiveResultOf<WalrusAnswer>> {
      const reading = await feeds.read(SEA_OBSERVATION_DATASET);
      const near = await stations.near(place.point, WALRUS_REACH_KM);
      const observations = mergedByName(
        near.flatMap((station) => {
          const latest = reading.data[station.id];
          if (!latest) return [];
          const distance_km = Math.round(station.distanceKm * 10) / 10;
          return [{ station: station.name, distance_km, ...latest }];
        }),
      ).slice(0, WALRUS_STATIONS);
      const observedAt = observations[0]?.standard_time;
      return {
        data: observations,
        meta: { ...reading.meta, location: place.name, ...(observedAt ? { observedAt } : {}) },
      };
    },
  };
}

export type WalrusProvider = ReturnType<typeof walrusProvider>;
