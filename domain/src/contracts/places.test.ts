import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  airlineCodeSchema,
  airportCodeSchema,
  areaSchema,
  bikeStationSchema,
  bookingPartnerIdSchema,
  busStopSchema,
  categoryTagSchema,
  facilityPlaceSchema,
  liveWebcamSchema,
  mapMarkerSchema,
  regionDetailRecordSchema,
  regionSchema,
  townshipSchema,
} from './index';
import { issuePaths } from './samples.test-data';

const busStop = { stop_name: '三仙台', latitude: 23.1222, longitude: 121.408 };
const marker = {
  lat: 23.1236,
  lng: 121.4113,
  name: '三仙台',
  type: 'spot',
  id: '101',
  idx: 0,
  tel: '089-854097',
};
const region = {
  id: 2,
  title: '臺東',
  code: 'TTT',
  regionName: '臺東縣',
  county: '臺東縣',
  slogan: 'Sunrise coast',
};
const township = {
  id: 5,
  name: '成功鎮',
  enName: 'Chenggong Township',
  jaName: '成功鎮',
  zipcode: 961,
  areaId: 1,
  value: '臺東縣成功鎮',
};
const area = { id: 1, name: 'Chenggong', title: '成功', zipcode: 961, nextId: 2, afterId: null };
const regionDetail = { id: 3, type: 'region', zipcode: 961, regionId: 2, title: '東河' };
const webcam = {
  id: 7,
  name: '綠島燈塔',
  address: '951 臺東縣綠島鄉南寮村',
  zipcode: 951,
  regionId: 3,
  latlng: '22.6734,121.4659',
  image: 'https://fmg.wra.gov.tw/109wraweb/getImage.aspx?mode=getNewImageS&CCTV_SN=0x02',
  kind: 'still',
  active: true,
  source: {
    id: 'wra-cameras',
    name: '水利署河川及海岸監視器',
    publisher: '經濟部水利署 Water Resources Agency',
    licence: 'OGDL-1.0',
    attribution: 'Water Resources Agency (經濟部水利署), Open Government Data License v1.0',
    date: '2025-11-06',
  },
  stream: 'kept as sent',
};
/** As stored: the zipcode and region are derived from the address on the way out. */
const webcamAsStored = { ...webcam, zipcode: undefined, regionId: undefined };

describe('places, facilities and codes: valid samples parse', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['toilet', facilityPlaceSchema, { latlng: '23.1231,121.4098', name: '三仙台遊客中心廁所' }],
    [
      'bike station',
      bikeStationSchema,
      { station: '臺東轉運站', latlng: '22.7934,121.1236', rentable: 3, returnable: 9 },
    ],
    ['bus stop', busStopSchema, busStop],
    ['map marker', mapMarkerSchema, marker],
    [
      'marker without coordinates',
      mapMarkerSchema,
      { name: 'Bus 8101', type: 'bus-here', plateNumb: 'KKA-1234' },
    ],
    ['region', regionSchema, region],
    ['Hualien region', regionSchema, { ...region, id: 1, code: 'HUN', title: '花蓮' }],
    ['township', townshipSchema, township],
    ['area at an end', areaSchema, area],
    ['region detail record', regionDetailRecordSchema, regionDetail],
    ['live webcam', liveWebcamSchema, webcam],
    [
      'webcam before its zipcode is derived',
      liveWebcamSchema,
      { ...webcamAsStored, address: '96143 臺東縣成功鎮' },
    ],
    [
      'category tag',
      categoryTagSchema,
      { title: 'Cafés', value: 11, thumbnail: '/thumb/cafe.png' },
    ],
    ['electronic payment tag', categoryTagSchema, { title: '電子支付', value: [31, 32, 33] }],
    ['airline', airlineCodeSchema, 'B7'],
    ['airport', airportCodeSchema, 'GNI'],
    ['booking partner', bookingPartnerIdSchema, 3],
  ])('%s', (_name, schema, value) => {
    expect(issuePaths(schema, value)).toEqual([]);
  });

  it('keeps the fields a loose record does not name', () => {
    expect(liveWebcamSchema.parse(webcam)).toMatchObject({ stream: 'kept as sent' });
    expect(regionDetailRecordSchema.parse(regionDetail)).toMatchObject({ title: '東河' });
  });
});

describe('places, facilities and codes: each constraint names its field', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['facility latlng', facilityPlaceSchema, { latlng: 'abc' }, 'latlng'],
    [
      'bike station without name',
      bikeStationSchema,
      { station: '', latlng: '22.79,121.12' },
      'station',
    ],
    [
      'negative rentable',
      bikeStationSchema,
      { station: 'x', latlng: '22.79,121.12', rentable: -1 },
      'rentable',
    ],
    ['bus stop latitude 123', busStopSchema, { ...busStop, latitude: 123 }, 'latitude'],
    ['bus stop longitude as text', busStopSchema, { ...busStop, longitude: '121.4' }, 'longitude'],
    ['bus stop without name', busStopSchema, { ...busStop, stop_name: '' }, 'stop_name'],
    ['unknown marker type', mapMarkerSchema, { ...marker, type: 'ufo' }, 'type'],
    ['marker lat out of range', mapMarkerSchema, { ...marker, lat: 91 }, 'lat'],
    ['negative marker idx', mapMarkerSchema, { ...marker, idx: -1 }, 'idx'],
    ['region id 4', regionSchema, { ...region, id: 4 }, 'id'],
    ['region code of another id', regionSchema, { ...region, code: 'HUN' }, 'code'],
    ['unknown region code', regionSchema, { ...region, code: 'TPE' }, 'code'],
    ['township areaId 4', townshipSchema, { ...township, areaId: 4 }, 'areaId'],
    ['township zipcode as text', townshipSchema, { ...township, zipcode: '961' }, 'zipcode'],
    ['township without jaName', townshipSchema, { ...township, jaName: '' }, 'jaName'],
    ['area nextId zero', areaSchema, { ...area, nextId: 0 }, 'nextId'],
    ['area afterId missing', areaSchema, { ...area, afterId: undefined }, 'afterId'],
    [
      'region detail zipcode',
      regionDetailRecordSchema,
      { ...regionDetail, zipcode: 1000 },
      'zipcode',
    ],
    [
      'region detail regionId 4',
      regionDetailRecordSchema,
      { ...regionDetail, regionId: 4 },
      'regionId',
    ],
    [
      'webcam address without postal code',
      liveWebcamSchema,
      { ...webcam, address: 'Green Island' },
      'address',
    ],
    ['webcam regionId 0', liveWebcamSchema, { ...webcam, regionId: 0 }, 'regionId'],
    ['webcam without a picture', liveWebcamSchema, { ...webcam, image: undefined }, 'image'],
    ['webcam picture not on the web', liveWebcamSchema, { ...webcam, image: 'file:///x' }, 'image'],
    ['webcam streaming video', liveWebcamSchema, { ...webcam, kind: 'video' }, 'kind'],
    ['webcam without its source', liveWebcamSchema, { ...webcam, source: undefined }, 'source'],
    ['tag value as text', categoryTagSchema, { title: 'x', value: 'eleven' }, 'value'],
    ['empty payment list', categoryTagSchema, { title: 'x', value: [] }, 'value'],
    ['tag without title', categoryTagSchema, { title: '', value: 11 }, 'title'],
  ])('%s', (_name, schema, value, path) => {
    expect(issuePaths(schema, value)).toContain(path);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['airline', airlineCodeSchema, 'CI'],
    ['airport', airportCodeSchema, 'TPE'],
    ['booking partner', bookingPartnerIdSchema, 1],
  ])('rejects an unknown %s code', (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
