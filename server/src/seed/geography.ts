import path from 'node:path';
import { areaOfZipcode } from '@ecg/domain/rules/regions';
import type { Store } from '../store/core/database';
import type { RegionTable, TownshipTable } from '../store/core/schema';
import { readJson } from '../data-files/json-files';
import { syncTable } from './sync-table';

type Localized = Record<'zh-tw' | 'en' | 'ja', string>;

interface TownshipRow {
  TOWNCODE: string;
  COUNTYCODE: string;
  COUNTYNAME: string;
  COUNTYENG: string;
  TOWNNAME: string;
  TOWNENG: string;
  ZipCode: number;
  centroidLat: number;
  centroidLon: number;
}

interface BoundaryFile {
  features: { properties: { TOWNCODE: string }; geometry: unknown }[];
}

interface RegionRow {
  id: number;
  code: string;
  title: Localized;
  county: Localized;
  slogan: Localized;
}

interface ScenicAreaTownships {
  scenicArea: string[];
  filtered: string[];
}

/** The boundary source writes 台東縣; the official form is 臺東縣. */
const officialCountyName = (name: string) => name.replace(/^台東/, '臺東');

export function townshipRows(dataDir: string): Omit<TownshipTable, 'row_id'>[] {
  const townships = readJson<TownshipRow[]>(path.join(dataDir, 'sources/townships.json'));
  const japanese = readJson<Record<string, string>>(
    path.join(dataDir, 'editorial/township-names-ja.json'),
  );
  const scenic = readJson<ScenicAreaTownships>(
    path.join(dataDir, 'editorial/scenic-area-townships.json'),
  );
  const scenicAreaOf = (code: string) =>
    scenic.filtered.includes(code) ? 2 : scenic.scenicArea.includes(code) ? 1 : 0;
  const boundaries = readJson<BoundaryFile>(path.join(dataDir, 'sources/township_boundaries.json'));
  const boundaryOf = new Map(boundaries.features.map((f) => [f.properties.TOWNCODE, f.geometry]));
  return townships.map((town) => {
    const boundary = boundaryOf.get(town.TOWNCODE);
    if (!boundary) throw new Error(`No boundary for township ${town.TOWNCODE} ${town.TOWNNAME}`);
    return {
      code: town.TOWNCODE,
      county_code: town.COUNTYCODE,
      county_zh: officialCountyName(town.COUNTYNAME),
      county_en: town.COUNTYENG,
      name_zh: town.TOWNNAME,
      name_en: town.TOWNENG,
      name_ja: japanese[town.TOWNCODE] ?? null,
      zipcode: town.ZipCode,
      area_id: areaOfZipcode(town.ZipCode) ?? null,
      centroid_lat: town.centroidLat,
      centroid_lng: town.centroidLon,
      boundary: JSON.stringify(boundary),
      scenic_area: scenicAreaOf(town.TOWNCODE),
    };
  });
}

export function regionRows(dataDir: string): RegionTable[] {
  return readJson<RegionRow[]>(path.join(dataDir, 'editorial/regions.json')).map((region) => ({
    id: region.id,
    code: region.code,
    title_zh: region.title['zh-tw'],
    title_en: region.title.en,
    title_ja: region.title.ja,
    county_zh: region.county['zh-tw'],
    county_en: region.county.en,
    county_ja: region.county.ja,
    slogan_zh: region.slogan['zh-tw'],
    slogan_en: region.slogan.en,
    slogan_ja: region.slogan.ja,
  }));
}

export async function seedGeography(store: Store, dataDir: string): Promise<void> {
  await syncTable(store, 'region', ['id'], regionRows(dataDir));
  await syncTable(store, 'township', ['code'], townshipRows(dataDir));
}
