import { cleanText } from '../../content/text';
import { pointOf } from '../../data-files/facility-seed';
import { addressOf, hashKey, namesOf, readPositioned, telOf, type FacilityRead } from './records';
import {
  HUALIEN_CAR_PARKS,
  TAITUNG_AEDS,
  TAITUNG_CAR_PARKS,
  TAITUNG_HEALTH_STATIONS,
} from './sources';

interface TdxCarPark {
  CarParkID: string;
  CarParkName: string;
  PositionLat?: number | null;
  PositionLon?: number | null;
  Address?: string | null;
  Telephone?: string | null;
}

/** Our English and Japanese names of some car parks (data/editorial/parking.json), by TDX id. */
export type CarParkNames = ReadonlyMap<string, { en: string; ja: string }>;

export function carParks(rows: readonly TdxCarPark[], names: CarParkNames): FacilityRead {
  return readPositioned(
    rows,
    (row) => pointOf(row.PositionLat, row.PositionLon),
    (row) => {
      const id = cleanText(row.CarParkID);
      const translated = names.get(id);
      return {
        id: `${HUALIEN_CAR_PARKS.id}-${id}`,
        kind: 'parking',
        name: namesOf(row.CarParkName, translated?.en, translated?.ja),
        ...addressOf(row.Address),
        ...telOf(row.Telephone),
      };
    },
  );
}

/** parking_lots_taitung_2026.json: the county's list as an app reshaped it, with its geocoded points. */
interface TaitungCarParkFile {
  lots: { name: string; address?: string; lat?: number | null; lng?: number | null }[];
}

/** Said after each name, since the point is where a geocoder put the address, not the entrance. */
const ESTIMATED = {
  zh: '（位置依地址推估）',
  en: ' (position estimated from the address)',
  ja: '（位置は住所からの推定）',
};

/** Taitung's car parks: the list gives no ids, so the name (unique in it) makes one. */
export function taitungCarParks(file: TaitungCarParkFile): FacilityRead {
  return readPositioned(
    file.lots,
    (lot) => pointOf(lot.lat, lot.lng),
    (lot) => {
      const name = cleanText(lot.name);
      return {
        id: `${TAITUNG_CAR_PARKS.id}-${hashKey(name)}`,
        kind: 'parking',
        name: namesOf(`${name}${ESTIMATED.zh}`, `${name}${ESTIMATED.en}`, `${name}${ESTIMATED.ja}`),
        ...addressOf(lot.address),
      };
    },
  );
}

/** Taitung County's lists carry TWD97 coordinates, turned into WGS84 lat/lon when extracted. */
interface TaitungRow {
  lat?: number | null;
  lon?: number | null;
}

interface TaitungAed extends TaitungRow {
  設置地點: string;
  '裝設位置(地址)'?: string;
  擺放地點備註?: string;
}

/**
 * AEDs: where in the building the device hangs (健康中心前) is what a rescuer needs, so it is
 * part of the name. The list has no ids; the site, its address and the spot make one.
 */
export function taitungAeds(rows: readonly TaitungAed[]): FacilityRead {
  const seen = new Map<string, number>();
  return readPositioned(
    rows,
    (row) => pointOf(row.lat, row.lon),
    (row) => {
      const site = cleanText(row.設置地點);
      const spot = cleanText(row.擺放地點備註);
      const key = `${site}|${cleanText(row['裝設位置(地址)'])}|${spot}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      return {
        id: `${TAITUNG_AEDS.id}-${hashKey(key)}${n > 1 ? `-${n}` : ''}`,
        kind: 'aed',
        name: namesOf(spot ? `${site}（${spot}）` : site),
        ...addressOf(row['裝設位置(地址)']),
      };
    },
  );
}

interface TaitungHealthStation extends TaitungRow {
  單位名稱: string;
  連絡電話?: string;
  地址?: string;
}

export function taitungHealthStations(rows: readonly TaitungHealthStation[]): FacilityRead {
  return readPositioned(
    rows,
    (row) => pointOf(row.lat, row.lon),
    (row) => ({
      id: `${TAITUNG_HEALTH_STATIONS.id}-${hashKey(cleanText(row.單位名稱))}`,
      kind: 'health',
      name: namesOf(row.單位名稱),
      ...addressOf(row.地址),
      ...telOf(row.連絡電話),
    }),
  );
}
