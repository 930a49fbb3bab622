import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LatLng } from '@ecg/domain/rules/distance';
import { z } from 'zod';

/** A station of our two counties that a live call may answer from. */
export interface Station {
  id: string;
  /** The upstream's own name of it (花蓮, 臺東, 關山), which `siteName` may give. */
  name: string;
  point: LatLng;
}

const coordinate = z.coerce.number().refine(Number.isFinite);

/** sources/uv_stations_cwa_…: O-A0003-001's own station objects, with WGS84 among their coordinates. */
const uvStationsSchema = z.array(
  z.object({
    StationId: z.string(),
    StationName: z.string(),
    GeoInfo: z.object({
      Coordinates: z.array(
        z.object({
          CoordinateName: z.string(),
          StationLatitude: coordinate,
          StationLongitude: coordinate,
        }),
      ),
    }),
  }),
);

/** sources/air_quality_stations_moenv_…: aqx_p_432's site fields, coordinates as text. */
const airStationsSchema = z.array(
  z.object({
    siteid: z.string(),
    sitename: z.string(),
    latitude: coordinate,
    longitude: coordinate,
  }),
);

/**
 * The station lists of data/sources (SOURCES.md): the coast's stations, so a call never answers
 * from a station elsewhere in Taiwan, however far the visitor is from ours. They lie beside the
 * samples in the data folder (DATA_DIR/sources and DATA_DIR/samples).
 */
async function readSourceList(samplesDir: string, file: string): Promise<unknown> {
  const text = await readFile(path.join(path.dirname(samplesDir), 'sources', file), 'utf8');
  return JSON.parse(text) as unknown;
}

export async function readUvStations(samplesDir: string): Promise<Station[]> {
  const rows = uvStationsSchema.parse(
    await readSourceList(samplesDir, 'uv_stations_cwa_hualien_taitung_2025.json'),
  );
  return rows.flatMap((row) => {
    const wgs84 = row.GeoInfo.Coordinates.find((c) => c.CoordinateName === 'WGS84');
    if (!wgs84) return [];
    const point = { lat: wgs84.StationLatitude, lng: wgs84.StationLongitude };
    return [{ id: row.StationId, name: row.StationName, point }];
  });
}

export async function readAirQualityStations(samplesDir: string): Promise<Station[]> {
  const rows = airStationsSchema.parse(
    await readSourceList(samplesDir, 'air_quality_stations_moenv_hualien_taitung_2023.json'),
  );
  return rows.map((row) => ({
    id: row.siteid,
    name: row.sitename,
    point: { lat: row.latitude, lng: row.longitude },
  }));
}
