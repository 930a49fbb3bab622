import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { nearestFirst, type LatLng } from '@ecg/domain/rules/distance';
import { z } from 'zod';

/** CWA's marine station directory (O-B0076-001) for our coast, as data/sources keeps it. */
export const MARINE_STATIONS_FILE = 'marine_stations_cwa_hualien_taitung_2025.json';

/** A buoy, tide gauge, wave buoy or weather pile of the coast. */
export interface MarineStation {
  id: string;
  name: string;
  nameEn: string;
  point: LatLng;
  /** The CWA sea area it is filed under (花蓮沿海, 成功大武沿海, 綠島蘭嶼海面). */
  area: string;
}

const directorySchema = z.array(
  z.object({
    Station: z.object({
      StationID: z.string(),
      StationName: z.string(),
      StationNameEN: z.string(),
      StationLatitude: z.coerce.number(),
      StationLongitude: z.coerce.number(),
      Area: z.object({ AreaName: z.string() }),
    }),
  }),
);

const lowered = (text: string) => text.trim().toLowerCase();

/**
 * The directory, read once. O-B0075-001 names a station only by its id, so its position and
 * names come from here; a station name is also a place a sea call can be asked for.
 */
export function marineStations(sourcesDir: string) {
  let loaded: Promise<MarineStation[]> | undefined;
  const all = () =>
    (loaded ??= readFile(path.join(sourcesDir, MARINE_STATIONS_FILE), 'utf8').then((text) =>
      directorySchema.parse(JSON.parse(text)).map(({ Station: station }) => ({
        id: station.StationID,
        name: station.StationName,
        nameEn: station.StationNameEN,
        point: { lat: station.StationLatitude, lng: station.StationLongitude },
        area: station.Area.AreaName,
      })),
    ));

  return {
    all,

    /** The stations a text names: by id, Chinese or English name (綠島 names two). */
    async named(text: string): Promise<MarineStation[]> {
      const wanted = lowered(text);
      return (await all()).filter((station) =>
        [station.id, station.name, station.nameEn].some((name) => lowered(name) === wanted),
      );
    },

    /** The stations within `maxKm` of a point, nearest first, with their distance. */
    async near(point: LatLng, maxKm: number): Promise<(MarineStation & { distanceKm: number })[]> {
      return nearestFirst(await all(), point, (station) => station.point, maxKm).map(
        ({ item, km }) => ({ ...item, distanceKm: km }),
      );
    },
  };
}

export type MarineStations = ReturnType<typeof marineStations>;
