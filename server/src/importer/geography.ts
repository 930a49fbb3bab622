import { haversineKm } from '@ecg/domain/rules/distance';
import {
  townshipOfPoint,
  type AreaGeometry,
  type FeatureCollection,
  type LatLng,
  type TownshipProperties,
} from '@ecg/domain/rules/township';

/**
 * The boundaries are simplified (1:10k, 5 decimals), so a harbour, a cape or an islet can
 * fall just outside its township's outline. Such a point belongs to the nearest township
 * when an outline passes within this distance; farther out, it is not in our area.
 */
export const COAST_TOLERANCE_KM = 1.5;

type Boundaries = FeatureCollection<TownshipProperties>;

function* positionsOf(geometry: AreaGeometry): Generator<LatLng> {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  for (const rings of polygons)
    for (const ring of rings) for (const [lng, lat] of ring) yield { lat, lng };
}

/** The township a point lies in, or the nearest one within COAST_TOLERANCE_KM. */
export function locateTownship(
  point: LatLng,
  boundaries: Boundaries,
): TownshipProperties | undefined {
  const inside = townshipOfPoint(point, boundaries);
  if (inside) return inside;
  let nearest: { km: number; township: TownshipProperties } | undefined;
  for (const feature of boundaries.features) {
    if (!feature.geometry) continue;
    for (const position of positionsOf(feature.geometry)) {
      const km = haversineKm(point, position);
      if (km <= COAST_TOLERANCE_KM && (!nearest || km < nearest.km))
        nearest = { km, township: feature.properties };
    }
  }
  return nearest?.township;
}

/** Taiwan's counties and cities other than Hualien and Taitung (the Ministry of the Interior's list). */
const OTHER_COUNTIES = [
  '臺北市',
  '新北市',
  '桃園市',
  '臺中市',
  '臺南市',
  '高雄市',
  '基隆市',
  '新竹市',
  '嘉義市',
  '新竹縣',
  '苗栗縣',
  '彰化縣',
  '南投縣',
  '雲林縣',
  '嘉義縣',
  '屏東縣',
  '宜蘭縣',
  '澎湖縣',
  '金門縣',
  '連江縣',
];

/**
 * Whether an address lies in another county (屏東縣943獅子鄉). A point near a border can
 * fall within the tolerance of our outlines; the address, written by the agency that knows
 * the place, says it is not ours.
 */
export function addressInAnotherCounty(address: string): boolean {
  const county = /^[\d\s]*(\S{2}[縣市])/.exec(address.replace(/台/g, '臺'))?.[1];
  return county !== undefined && OTHER_COUNTIES.includes(county);
}
