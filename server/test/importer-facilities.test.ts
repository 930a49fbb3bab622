import { describe, expect, it } from 'vitest';
import { contentFiles } from '../src/seed/content-files';
import { airports } from '../src/importer/local-facilities/transport';
import { taitungHealthStations } from '../src/importer/local-facilities/services';
import { familyToilets, hualienCityToilets } from '../src/importer/local-facilities/toilets';
import { dataDir, seededStore } from './helper';

/* The readers of the facility files, on rows written as their publishers write them. */

const room = (Number: string, Name: string, Latitude: string, Longitude = '121.6011') => ({
  Number,
  Name,
  Address: '花蓮縣花蓮市國聯一路100號',
  Latitude,
  Longitude,
});

describe('the facility readers', () => {
  it('makes the rooms of one building one toilet, and leaves out closed rooms', () => {
    const read = hualienCityToilets([
      room('A-1', '花蓮縣政府-後棟3樓女廁', '23.9913'),
      room('A-2', '花蓮縣政府-北側1樓男廁', '23.9914'),
      room('B-1', '美崙田徑場女廁', '23.9852'),
      room('C-1', '體育中學-2樓女廁封閉中', '23.9800'),
    ]);
    expect(read.records.map((record) => [record.id, record.name.zh])).toEqual([
      ['hualien-city-toilets-A-1', '花蓮縣政府'],
      ['hualien-city-toilets-B-1', '美崙田徑場女廁'],
    ]);
    expect(read.records[0]).toMatchObject({ lat: 23.9913, lng: 121.6011 });
  });

  it('merges a family toilet into the Hualien City toilet it is, and keeps the others', () => {
    const city = hualienCityToilets([room('B-1', '美崙田徑場女廁', '23.98526', '121.62393')]);
    const family = (name: string, latitude: string) => ({
      name,
      address: '花蓮縣花蓮市',
      latitude,
      longitude: '121.62393',
    });
    const read = familyToilets(
      [family('美崙田徑場-親子廁所', '23.98530'), family('玉里火車站-親子廁所', '23.3346')],
      city.records,
    );
    expect(read.records.map((record) => record.name.zh)).toEqual(['玉里火車站-親子廁所']);
    expect(read.records[0]!.id).toMatch(/^moenv-family-toilets-[0-9a-f]{10}$/);
  });

  it('leaves out, and counts, a record without coordinates rather than placing it', () => {
    const read = taitungHealthStations([
      {
        單位名稱: '臺東市衛生所',
        連絡電話: '(089)324814',
        地址: '臺東市',
        lat: 22.75,
        lon: 121.14,
      },
      { 單位名稱: '蘭嶼鄉衛生所', lat: null, lon: null },
    ]);
    expect(read.records).toHaveLength(1);
    expect(read.records[0]).toMatchObject({ tel: '089-324814', kind: 'health' });
    expect(read.unpositioned).toBe(1);
  });

  it('keeps only the four airports of the east coast', () => {
    const airport = (AirportID: string) => ({
      AirportID,
      AirportName: { Zh_tw: AirportID, En: AirportID },
      AirportPosition: { PositionLat: 22.7, PositionLon: 121.1 },
    });
    const read = airports(['TSA', 'HUN', 'TTT', 'GNI', 'KYD', 'KHH'].map(airport));
    expect(read.records.map((record) => record.id)).toEqual([
      'tdx-airports-HUN',
      'tdx-airports-TTT',
      'tdx-airports-GNI',
      'tdx-airports-KYD',
    ]);
  });
});

describe('the facility seed', () => {
  it('is part of the content version, so a change to it reseeds', () => {
    expect(contentFiles(dataDir)).toEqual(
      expect.arrayContaining([
        'seed/facilities/hualien-city-toilets.json',
        'seed/facilities/visitor-centres.json',
      ]),
    );
  });

  it('loads every source file, each point in the two counties, each source attributed', async () => {
    const store = await seededStore();
    const kinds = await store
      .selectFrom('facility')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    expect(Object.fromEntries(kinds.map((row) => [row.kind, Number(row.n)]))).toMatchObject({
      airport: 4,
      harbour: 4,
      rail: 39,
      camera: 18,
      health: 11,
      aed: 82,
      parking: 79,
      'visitor-centre': 15,
    });
    const outside = await store
      .selectFrom('facility')
      .select('id')
      .where((eb) => eb.or([eb('lat', '<', 21.8), eb('lat', '>', 24.5), eb('lng', '<', 120.6)]))
      .execute();
    expect(outside).toEqual([]);
    const sources = await store.selectFrom('facility_source').selectAll().execute();
    expect(sources.every((source) => source.attribution && source.licence === 'OGDL-1.0')).toBe(
      true,
    );
    await store.destroy();
  });
});
