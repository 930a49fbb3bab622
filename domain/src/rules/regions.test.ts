import { describe, expect, it } from 'vitest';
import {
  AREA_ID,
  GREEN_ISLAND_ZIPCODE,
  REGION_ID,
  REGIONS,
  areaOfZipcode,
  regionOfArea,
  regionOfZipcode,
  toZipcode,
  weatherCountyOfZipcode,
  webcamRegionOfZipcode,
  webcamZipcode,
} from './regions';

describe('toZipcode', () => {
  it.each([
    [970, 970],
    ['970', 970],
    [' 951 ', 951],
    ['95101', 951],
    ['970001', 970],
    [97001, 970],
    ['97', undefined],
    ['9700', undefined],
    ['9700012', undefined],
    ['97a', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [970.5, undefined],
    [-970, undefined],
  ] as const)('%j → %j', (value, expected) => {
    expect(toZipcode(value)).toBe(expected);
  });
});

// Each bound of both ranges from both sides, plus Green Island and a zipcode far away.
describe.each([
  // zip, region, webcam region, area, weather county
  [949, undefined, undefined, undefined, 'Hualien'],
  [950, 2, 2, 1, 'Taitung'],
  [951, 2, 3, 3, 'Taitung'],
  [952, 2, 2, 1, 'Taitung'],
  [966, 2, 2, 1, 'Taitung'],
  [967, undefined, undefined, undefined, 'Hualien'],
  [969, undefined, undefined, undefined, 'Hualien'],
  [970, 1, 1, 2, 'Hualien'],
  [975, 1, 1, 2, 'Hualien'],
  [983, 1, 1, 2, 'Hualien'],
  [984, undefined, undefined, undefined, 'Hualien'],
  [100, undefined, undefined, undefined, 'Hualien'],
] as const)('zipcode %i', (zip, region, webcamRegion, area, county) => {
  it.each([zip, String(zip)])('as %j', (value) => {
    expect(regionOfZipcode(value)).toBe(region);
    expect(webcamRegionOfZipcode(value)).toBe(webcamRegion);
    expect(areaOfZipcode(value)).toBe(area);
    expect(weatherCountyOfZipcode(value)).toBe(county);
  });
});

describe('bad zipcodes', () => {
  it.each([undefined, null, '', 'abc', '97'])('%j has no region or area', (value) => {
    expect(regionOfZipcode(value)).toBeUndefined();
    expect(webcamRegionOfZipcode(value)).toBeUndefined();
    expect(areaOfZipcode(value)).toBeUndefined();
    expect(weatherCountyOfZipcode(value)).toBe('Hualien');
  });

  it('names Green Island by its zipcode', () => {
    expect(GREEN_ISLAND_ZIPCODE).toBe(951);
  });
});

describe('webcamZipcode', () => {
  it.each([
    ['951 臺東縣綠島鄉南寮村', 951],
    ['970 花蓮縣花蓮市', 970],
    ['  961 臺東縣成功鎮', 961],
    ['95101 臺東縣綠島鄉', 951],
    ['970001\u3000花蓮縣', 970],
    ['974\t花蓮縣壽豐鄉', 974],
    ['970', 970],
    ['花蓮縣花蓮市 970', undefined],
    ['970花蓮縣', undefined],
    ['97 花蓮縣', undefined],
    ['9700 花蓮縣', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('%j → %j', (address, expected) => {
    expect(webcamZipcode(address)).toBe(expected);
  });
});

describe('REGIONS', () => {
  it('lists Hualien, Taitung and Green Island as 1, 2, 3', () => {
    expect(REGIONS).toEqual([
      { id: 1, code: 'HUN', name: 'Hualien' },
      { id: 2, code: 'TTT', name: 'Taitung' },
      { id: 3, code: 'GNI', name: 'Green Island' },
    ]);
  });
});

describe('regionOfArea', () => {
  it.each([
    [AREA_ID.taitung, REGION_ID.taitung],
    [AREA_ID.hualien, REGION_ID.hualien],
    [AREA_ID.greenIsland, REGION_ID.greenIsland],
    [1, 2],
    [2, 1],
    [3, 3],
  ] as const)('area %i lies in region %i', (area, region) => {
    expect(regionOfArea(area)).toBe(region);
  });

  it('agrees with the zipcode rules for every zipcode of the area', () => {
    for (let zip = 950; zip <= 983; zip += 1) {
      const area = areaOfZipcode(zip);
      if (area !== undefined && zip !== GREEN_ISLAND_ZIPCODE) {
        expect(regionOfArea(area)).toBe(regionOfZipcode(zip));
      }
    }
  });
});
