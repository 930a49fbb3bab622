import type { BasemapFeature } from '@ecg/domain/contracts';
import type { SeedNames } from './facility-seed';

/**
 * The map's own basemap as `npm run data:import` writes it to data/seed/basemap.json, names in
 * every content language; the basemap route answers it in the asked one (contracts/map.ts).
 */
export interface BasemapSeedFile {
  attribution: SeedNames & { en: string; ja: string };
  features: BasemapSeedFeature[];
}

export interface BasemapSeedFeature {
  role: 'land' | 'county' | 'township';
  /** The Ministry of the Interior's code: COUNTYCODE or TOWNCODE; `TW` for the land. */
  code: string;
  names?: SeedNames & { en: string; ja: string };
  /** [lng, lat] where the name is written. */
  label?: [number, number];
  geometry: BasemapFeature['geometry'];
}
