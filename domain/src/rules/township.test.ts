import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isInGeometry,
  isInRing,
  townshipAt,
  townshipOfPoint,
  type AreaGeometry,
  type Feature,
  type FeatureCollection,
  type LinearRing,
  type TownshipProperties,
} from './township';

// A 10×10 square at lng 0–10, lat 0–10 with a 2×2 hole at lng 4–6, lat 4–6.
const square: LinearRing = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
const hole: LinearRing = [
  [4, 4],
  [6, 4],
  [6, 6],
  [4, 6],
  [4, 4],
];
const squareWithHole: AreaGeometry = { type: 'Polygon', coordinates: [square, hole] };
// Two islands: the square with its hole, and a triangle at lng 20–30, lat 0–10.
const islands: AreaGeometry = {
  type: 'MultiPolygon',
  coordinates: [
    [square, hole],
    [
      [
        [20, 0],
        [30, 0],
        [25, 10],
        [20, 0],
      ],
    ],
  ],
};

describe('isInRing', () => {
  it.each([
    [5, 5, true],
    [0.01, 0.01, true],
    [9.99, 9.99, true],
    [-0.01, 5, false],
    [10.01, 5, false],
    [5, -0.01, false],
    [5, 10.01, false],
  ] as const)('lng %d lat %d → %s', (lng, lat, expected) => {
    expect(isInRing({ lat, lng }, square)).toBe(expected);
  });

  it('is false for an empty ring', () => {
    expect(isInRing({ lat: 0, lng: 0 }, [])).toBe(false);
  });
});

describe('isInGeometry', () => {
  it.each([
    ['in the square, beside the hole', squareWithHole, 2, 2, true],
    ['in the hole', squareWithHole, 5, 5, false],
    ['just inside the hole', squareWithHole, 4.01, 4.01, false],
    ['just outside the hole', squareWithHole, 3.99, 5, true],
    ['outside the square', squareWithHole, 11, 5, false],
    ['first island', islands, 2, 2, true],
    ['hole of the first island', islands, 5, 5, false],
    ['second island', islands, 25, 5, true],
    ['beside the second island’s slope', islands, 21, 5, false],
    ['between the islands', islands, 15, 5, false],
    ['no geometry', null, 5, 5, false],
    ['a polygon with no rings', { type: 'Polygon', coordinates: [] }, 5, 5, false],
  ] as const)('%s (lng %d lat %d) → %s', (_case, geometry, lng, lat, expected) => {
    expect(isInGeometry({ lat, lng }, geometry)).toBe(expected);
  });
});

describe('townshipOfPoint on synthetic boundaries', () => {
  const boundaries: FeatureCollection<{ name: string }> = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: 'ring' }, geometry: squareWithHole },
      // The enclave filling the ring's hole, listed after it so a missed hole would show.
      {
        type: 'Feature',
        properties: { name: 'enclave' },
        geometry: { type: 'Polygon', coordinates: [hole] },
      },
      { type: 'Feature', properties: { name: 'nowhere' }, geometry: null },
    ],
  };

  it.each([
    [2, 2, 'ring'],
    [5, 5, 'enclave'],
    [50, 50, undefined],
  ] as const)('lng %d lat %d → %s', (lng, lat, expected) => {
    expect(townshipOfPoint({ lat, lng }, boundaries)?.name).toBe(expected);
  });
});

describe('townshipOfPoint on the real township boundaries', () => {
  const boundaries = JSON.parse(
    readFileSync(
      new URL('../../../data/sources/township_boundaries.json', import.meta.url),
      'utf8',
    ),
  ) as FeatureCollection<TownshipProperties>;

  it('holds the 29 townships of Hualien and Taitung', () => {
    expect(boundaries.features).toHaveLength(29);
  });

  it.each([
    ['Hualien station', 23.9931, 121.6012, '花蓮市', '花蓮縣'],
    ['Taitung station', 22.7935, 121.1234, '臺東市', '台東縣'],
    ['Green Island', 22.6614, 121.4908, '綠島鄉', '台東縣'],
    ['Orchid Island', 22.045, 121.548, '蘭嶼鄉', '台東縣'],
    ['Sanxiantai', 23.1237, 121.4106, '成功鎮', '台東縣'],
    // Jinfeng's exclaves are holes in Taimali, which the file lists first.
    ['a Jinfeng exclave inside Taimali', 22.5333, 120.9606, '金峰鄉', '台東縣'],
    ['another Jinfeng exclave', 22.6046, 120.9972, '金峰鄉', '台東縣'],
    ['Taipei', 25.04, 121.56, undefined, undefined],
    ['the sea east of Hualien', 23.9, 122.2, undefined, undefined],
  ] as const)('%s (%d, %d) → %s', (_place, lat, lng, town, county) => {
    const township = townshipOfPoint({ lat, lng }, boundaries);
    expect(township?.TOWNNAME).toBe(town);
    expect(township?.COUNTYNAME).toBe(county);
  });
});

describe('townshipAt on the basemap the app is served (data/seed/basemap.json)', () => {
  const seed = JSON.parse(
    readFileSync(new URL('../../../data/seed/basemap.json', import.meta.url), 'utf8'),
  ) as {
    features: (Omit<Feature<unknown>, 'type' | 'properties'> & {
      role: string;
      code?: string;
      names?: { zh: string; en: string };
    })[];
  };
  // As the basemap route answers it in one language: each shape's role, code and name.
  const named = (lang: 'zh' | 'en') =>
    seed.features.map(({ role, code, names, geometry }) => ({
      type: 'Feature' as const,
      properties: { role, code, name: names?.[lang] },
      geometry,
    }));

  it.each([
    ['Sanxiantai', 23.1237, 121.4106, 'en', '10014020', 'Chenggong Township', 'Taitung County'],
    ['Sanxiantai', 23.1237, 121.4106, 'zh', '10014020', '成功鎮', '臺東縣'],
    ['Green Island', 22.6614, 121.4908, 'en', '10014110', 'Ludao Township', 'Taitung County'],
    ['Hualien station', 23.9931, 121.6012, 'zh', '10015010', '花蓮市', '花蓮縣'],
    ['Shitiping', 23.48525, 121.51173, 'en', '10015080', 'Fengbin Township', 'Hualien County'],
  ] as const)('%s (%d, %d) in %s → %s %s, %s', (_place, lat, lng, lang, code, township, county) => {
    expect(townshipAt({ lat, lng }, named(lang))).toEqual({ code, township, county });
  });

  it.each([
    ['Taipei: land, but no township of ours', 25.04, 121.56],
    ['the sea east of Hualien', 23.9, 122.2],
  ])('%s → none', (_place, lat, lng) => {
    expect(townshipAt({ lat, lng }, named('en'))).toBeUndefined();
  });

  it('names no county it cannot find', () => {
    const townshipsOnly = named('en').filter((feature) => feature.properties.role === 'township');
    expect(townshipAt({ lat: 23.1237, lng: 121.4106 }, townshipsOnly)).toEqual({
      code: '10014020',
      township: 'Chenggong Township',
    });
  });
});
