import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addCollectionRequestSchema,
  busStopsRequestSchema,
  campaignStatusRequestSchema,
  idRequestSchema,
  locationRequestSchema,
  noticesRequestSchema,
  regionDetailRequestSchema,
  scenicFlowRequestSchema,
  siteRequestSchema,
  staticPageRequestSchema,
  sunMoonRequestSchema,
  tourAdaptationRequestSchema,
  weatherRequestSchema,
} from './index';

const collection = JSON.stringify({
  'attraction-101': {
    pid: 'attraction-101',
    kind: 'attraction',
    id: 101,
    title: '三仙台',
    changedAt: 1_760_000_000_000,
    removed: false,
  },
});
const adaptation = { id: 611, name: '我的東海岸兩日遊', token: 'member-token-abc' };
const nearby = { lang: 'zh-tw', lat: '23.1236', lng: '121.4113', radius: '3000' };

describe('requests: valid payloads parse to what the server reads', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['detail id as number', idRequestSchema, { id: 101 }, { id: 101 }],
    ['detail id as query text', idRequestSchema, { id: '101' }, { id: 101 }],
    ['notices', noticesRequestSchema, { type: 'messages' }, { type: 'messages' }],
    [
      'static page name',
      staticPageRequestSchema,
      { name: 'about_ecnsa-1' },
      { name: 'about_ecnsa-1' },
    ],
    ['region list by type', regionDetailRequestSchema, { type: 'TTT' }, { type: 'TTT' }],
    ['region list of all', regionDetailRequestSchema, { type: 'all' }, { type: 'all' }],
    ['region record by id', regionDetailRequestSchema, { id: '3' }, { id: 3 }],
    ['scenic flow', scenicFlowRequestSchema, { id: 'EC-00018' }, { id: 'EC-00018' }],
    ['campaign status', campaignStatusRequestSchema, { id: 1 }, { id: 1 }],
    [
      'tour adaptation, name trimmed',
      tourAdaptationRequestSchema,
      { ...adaptation, name: ' 兩日遊 ' },
      { ...adaptation, name: '兩日遊' },
    ],
    [
      'add collection keeps the text',
      addCollectionRequestSchema,
      { token: 't', collection },
      { token: 't', collection },
    ],
    [
      'empty collection',
      addCollectionRequestSchema,
      { token: 't', collection: '{}' },
      { token: 't', collection: '{}' },
    ],
    [
      'weather by zipcode alone',
      weatherRequestSchema,
      { zipcode: '961' },
      { zipcode: 961, forecast: true },
    ],
    [
      'weather with flags',
      weatherRequestSchema,
      { zipcode: 961, threehour: 'true', forecast: 'false' },
      { zipcode: 961, threehour: true, forecast: false },
    ],
    [
      'sun/moon',
      sunMoonRequestSchema,
      { locationName: '臺東縣', today: 'false' },
      { locationName: '臺東縣', today: false },
    ],
    [
      'sun/moon without today',
      sunMoonRequestSchema,
      { locationName: '花蓮縣' },
      { locationName: '花蓮縣' },
    ],
    ['marine by place', locationRequestSchema, { locationName: '成功' }, { locationName: '成功' }],
    ['UV/AQI by station', siteRequestSchema, { siteName: '臺東' }, { siteName: '臺東' }],
    [
      'tides by position, from query text',
      locationRequestSchema,
      { lat: '22.66', lng: '121.49' },
      { lat: 22.66, lng: 121.49 },
    ],
    ['UV/AQI by township', siteRequestSchema, { zipcode: '951' }, { zipcode: 951 }],
    [
      'sun by position for today',
      sunMoonRequestSchema,
      { lat: 23.99, lng: 121.6, today: 'true' },
      { lat: 23.99, lng: 121.6, today: true },
    ],
    [
      'bus stops from query text',
      busStopsRequestSchema,
      nearby,
      { lang: 'zh-tw', lat: 23.1236, lng: 121.4113, radius: 3000, limit: 200 },
    ],
    [
      'bus stops from numbers',
      busStopsRequestSchema,
      { ...nearby, lang: 'ja', lat: 23, radius: 1000 },
      {
        lang: 'ja',
        lat: 23,
        lng: 121.4113,
        radius: 1000,
        limit: 200,
      },
    ],
  ])('%s', (_name, schema, value, expected) => {
    expect(schema.parse(value)).toEqual(expected);
  });
});

describe('requests: a bad payload gets a message that names the field', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['id as a word', idRequestSchema, { id: 'abc' }, 'id'],
    ['id blank', idRequestSchema, { id: '' }, 'id'],
    ['id missing', idRequestSchema, {}, 'id'],
    ['id zero', idRequestSchema, { id: 0 }, 'id'],
    ['id true', idRequestSchema, { id: true }, 'id'],
    ['id with a fraction', idRequestSchema, { id: '1.5' }, 'id'],
    ['notices of another type', noticesRequestSchema, { type: 'news' }, 'type'],
    ['static page path', staticPageRequestSchema, { name: '../secrets' }, 'name'],
    ['static page blank', staticPageRequestSchema, { name: '  ' }, 'name'],
    ['region neither type nor id', regionDetailRequestSchema, {}, 'type'],
    ['region both type and id', regionDetailRequestSchema, { type: 'GNI', id: 3 }, 'type'],
    ['region type unknown', regionDetailRequestSchema, { type: 'region' }, 'type'],
    ['region id a word', regionDetailRequestSchema, { id: 'x' }, 'id'],
    ['scenic id with a slash', scenicFlowRequestSchema, { id: 'EC/1' }, 'id'],
    ['campaign 2', campaignStatusRequestSchema, { id: 2 }, 'id'],
    ['adaptation name blank', tourAdaptationRequestSchema, { ...adaptation, name: '   ' }, 'name'],
    ['adaptation without token', tourAdaptationRequestSchema, { id: 611, name: 'x' }, 'token'],
    ['adaptation id a word', tourAdaptationRequestSchema, { ...adaptation, id: 'tour' }, 'id'],
    [
      'collection not JSON',
      addCollectionRequestSchema,
      { token: 't', collection: '{pid' },
      'collection',
    ],
    [
      'collection as an object',
      addCollectionRequestSchema,
      { token: 't', collection: {} },
      'collection',
    ],
    [
      'collection under a wrong key',
      addCollectionRequestSchema,
      { token: 't', collection: '{"a":{"pid":"b"}}' },
      'collection',
    ],
    ['collection without token', addCollectionRequestSchema, { collection }, 'token'],
    ['weather zipcode a word', weatherRequestSchema, { zipcode: 'abc' }, 'zipcode'],
    ['weather zipcode of 4 digits', weatherRequestSchema, { zipcode: '9610' }, 'zipcode'],
    ['weather zipcode missing', weatherRequestSchema, {}, 'zipcode'],
    ['threehour yes', weatherRequestSchema, { zipcode: 961, threehour: 'yes' }, 'threehour'],
    ['forecast as 1', weatherRequestSchema, { zipcode: 961, forecast: '1' }, 'forecast'],
    ['sun/moon without place', sunMoonRequestSchema, { today: 'false' }, 'locationName'],
    ['today as no', sunMoonRequestSchema, { locationName: '臺東縣', today: 'no' }, 'today'],
    ['marine place blank', locationRequestSchema, { locationName: '' }, 'locationName'],
    ['UV without station', siteRequestSchema, {}, 'siteName'],
    ['tides with lat alone', locationRequestSchema, { lat: 22.66 }, 'lng'],
    ['tides with lng alone', locationRequestSchema, { lng: 121.49 }, 'lat'],
    ['tides with lat a word', locationRequestSchema, { lat: 'north', lng: 121.49 }, 'lat'],
    ['UV with a zipcode of 2 digits', siteRequestSchema, { zipcode: '95' }, 'zipcode'],
    ['bus stops in Korean', busStopsRequestSchema, { ...nearby, lang: 'ko' }, 'lang'],
    ['lat a word', busStopsRequestSchema, { ...nearby, lat: 'abc' }, 'lat'],
    ['lat blank', busStopsRequestSchema, { ...nearby, lat: '' }, 'lat'],
    ['lat 91', busStopsRequestSchema, { ...nearby, lat: '91' }, 'lat'],
    ['lng -181', busStopsRequestSchema, { ...nearby, lng: -181 }, 'lng'],
    ['radius 0', busStopsRequestSchema, { ...nearby, radius: '0' }, 'radius'],
    ['radius too wide', busStopsRequestSchema, { ...nearby, radius: '50001' }, 'radius'],
  ])('%s', (_name, schema, value, field) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    if (result.success) return;
    const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
    expect(issue, `an issue at ${field}`).toBeDefined();
    expect(issue?.message).toContain(field === 'lang' ? 'language' : field);
    expect(z.prettifyError(result.error)).toContain(field);
  });
});
