import path from 'node:path';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import {
  readWraCamera,
  type WraCamera,
  type WraCameraRead,
  WRA_CAMERAS_SOURCE_ID,
} from '../data-files/wra-cameras';
import type { Store } from '../store/core/database';
import type { TownshipTable } from '../store/core/schema';
import { readJson } from '../data-files/json-files';
import { WEBCAM_SOURCE } from './content-files';
import { regionRows, townshipRows } from './geography';
import { readLiveNames } from './live-names';
import { syncTable } from './sync-table';

type Township = Omit<TownshipTable, 'row_id'>;

/**
 * Where a camera stands, in each content language, beginning with its township's postal code
 * (requirements §3: the address's first token is the zipcode): the township's official names,
 * the county's from the regions.
 */
function addressesOf(
  town: Township,
  countyJa: ReadonlyMap<string, string>,
): Record<ContentLang, string> {
  const japaneseTown = town.name_ja ?? town.name_zh;
  return {
    'zh-tw': `${town.zipcode} ${town.county_zh}${town.name_zh}`,
    en: `${town.zipcode} ${town.name_en}, ${town.county_en}`,
    ja: `${town.zipcode} ${countyJa.get(town.county_zh) ?? town.county_zh}${japaneseTown}`,
  };
}

/** Along the coast from north to south; a site's cameras in the WRA's own order. */
const coastOrder = (a: WraCameraRead, b: WraCameraRead) =>
  (b.point?.lat ?? 0) - (a.point?.lat ?? 0) || Number(a.cameraId) - Number(b.cameraId);

/**
 * The Live tab's webcams: the WRA's coastal and river cameras of the two counties
 * (data/sources), read as the map's facilities read them. Each keeps the WRA's camera number
 * as its id; its name is the WRA's in Chinese and ours in English and Japanese
 * (data/translations/live-names.json; the WRA gives no other), the WRA's where we have none;
 * its address is its township's, in each language.
 */
export async function seedWebcams(store: Store, dataDir: string): Promise<void> {
  const file = path.join(dataDir, WEBCAM_SOURCE);
  const towns = townshipRows(dataDir);
  const countyJa = new Map(
    regionRows(dataDir).map((region) => [region.county_zh, region.county_ja]),
  );
  const cameras = readJson<WraCamera[]>(file).map(readWraCamera).sort(coastOrder);
  const names = readLiveNames(dataDir).webcams;
  const nameIn = (name: string, lang: ContentLang) =>
    lang === 'en' || lang === 'ja' ? (names[name]?.[lang] ?? name) : name;
  const placed = cameras.map((camera) => {
    const town = towns.find(
      (candidate) =>
        candidate.county_zh === camera.county.replace(/^台/, '臺') &&
        candidate.name_zh === camera.township,
    );
    if (!town || !camera.point || !/^\d+$/.test(camera.cameraId) || !camera.imageUrl)
      throw new Error(`${file}: camera ${camera.cameraId} lacks a township, a point or a picture`);
    return { camera, point: camera.point, addresses: addressesOf(town, countyJa) };
  });
  await syncTable(
    store,
    'webcam',
    ['id'],
    placed.map(({ camera, point }, position) => ({
      id: Number(camera.cameraId),
      lat: point.lat,
      lng: point.lng,
      image_url: camera.imageUrl,
      position,
      source_id: WRA_CAMERAS_SOURCE_ID,
      active: camera.active ? 1 : 0,
      facility_id: camera.facilityId,
    })),
  );
  await syncTable(
    store,
    'webcam_text',
    ['webcam_id', 'lang'],
    placed.flatMap(({ camera, addresses }) =>
      CONTENT_LANGS.map((lang) => ({
        webcam_id: Number(camera.cameraId),
        lang,
        name: nameIn(camera.name, lang),
        address: addresses[lang],
      })),
    ),
  );
}
