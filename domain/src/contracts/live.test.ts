import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  airQualityReadingSchema,
  marineConditionSchema,
  moonTimesSchema,
  parkingAnswerSchema,
  parkingRecordSchema,
  parkingRequestSchema,
  scenicAreaFlowAnswerSchema,
  scenicAreaFlowSchema,
  sunTimesSchema,
  tideSchema,
  uvReadingSchema,
  weatherAnswerSchema,
  weatherDaySchema,
} from './index';
import { issuePaths, parkingRecord, weatherDay } from './samples.test-data';

const flow = {
  four_wheel_parking_usage_ratio: 82.5,
  status: '將滿',
  date_modified: '2026-11-21 10:05:00',
};
const uv = { status: '高量級', uvi: 7, level: 3, colour: '#FF8C00' };
const marine = {
  locationName: '成功',
  standard_time: '2026-11-21 09:00:00',
  wave_height: 1.2,
  flow_speed: 0.4,
};
const sun = {
  locationName: '臺東縣',
  sunrise: '2026-11-21 06:03:00',
  sunset: '2026-11-21 17:04:00',
};
const sampleMeta = {
  source: 'sample',
  provider: 'CWA',
  fetchedAt: '2026-11-21 05:00:00',
  stale: false,
  location: '吉安鄉',
};
const parkingMeta = { ...sampleMeta, provider: 'TDX', location: undefined };
const lot = { park_id: 'SXT-01', name: 'Shuilian car park', latlng: '23.97,121.61' };
const tide = { locationName: '成功', high_tide: ['2026-11-21 04:12:00'], low_tide: [] };

describe('live data: valid samples parse', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['parking record', parkingRecordSchema, parkingRecord],
    [
      'full bus parking',
      parkingRecordSchema,
      { ...parkingRecord, space_type: 5, available_spaces: 0, amount: 20 },
    ],
    [
      'parking answer with switchBoard',
      parkingAnswerSchema,
      { success: true, data: [parkingRecord], switchBoard: true, lots: [lot], meta: parkingMeta },
    ],
    [
      'parking answer without switchBoard',
      parkingAnswerSchema,
      { success: true, data: [], lots: [], meta: parkingMeta },
    ],
    ['parking request', parkingRequestSchema, { id: 'EC-00018' }],
    ['scenic-area flow', scenicAreaFlowSchema, flow],
    [
      'scenic-area flow answer',
      scenicAreaFlowAnswerSchema,
      { success: true, data: flow, meta: parkingMeta },
    ],
    [
      'flow past 100 percent',
      scenicAreaFlowSchema,
      { ...flow, four_wheel_parking_usage_ratio: 104 },
    ],
    ['weather day', weatherDaySchema, weatherDay],
    [
      'weather day without current conditions',
      weatherDaySchema,
      { ...weatherDay, humidity: undefined, wind_direction: undefined },
    ],
    [
      'weather answer',
      weatherAnswerSchema,
      { success: true, data: [weatherDay], meta: sampleMeta },
    ],
    ['sun times', sunTimesSchema, sun],
    [
      'moon times without a moonset',
      moonTimesSchema,
      { locationName: '臺東縣', moonrise: '2026-11-21 12:40:00' },
    ],
    ['UV reading', uvReadingSchema, uv],
    ['UV status alone', uvReadingSchema, { status: '低量級' }],
    ['air quality', airQualityReadingSchema, { status: '良好', level: 1 }],
    ['marine conditions', marineConditionSchema, marine],
    ['tides', tideSchema, tide],
  ])('%s', (_name, schema, value) => {
    expect(issuePaths(schema, value)).toEqual([]);
  });
});

describe('live data: each constraint names its field', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['space_type 2', parkingRecordSchema, { ...parkingRecord, space_type: 2 }, 'space_type'],
    [
      'negative available_spaces',
      parkingRecordSchema,
      { ...parkingRecord, available_spaces: -1 },
      'available_spaces',
    ],
    [
      'more available than amount',
      parkingRecordSchema,
      { ...parkingRecord, available_spaces: 251 },
      'available_spaces',
    ],
    ['fractional amount', parkingRecordSchema, { ...parkingRecord, amount: 2.5 }, 'amount'],
    [
      'date_modified with slashes',
      parkingRecordSchema,
      { ...parkingRecord, date_modified: '2026/11/21' },
      'date_modified',
    ],
    ['empty park_id', parkingRecordSchema, { ...parkingRecord, park_id: '' }, 'park_id'],
    [
      'switchBoard as text',
      parkingAnswerSchema,
      { success: true, data: [], switchBoard: 'yes', lots: [], meta: parkingMeta },
      'switchBoard',
    ],
    [
      'bad record in an answer',
      parkingAnswerSchema,
      { success: true, data: [{ ...parkingRecord, space_type: 2 }], lots: [], meta: parkingMeta },
      'data.0.space_type',
    ],
    [
      'parking answer without its car parks',
      parkingAnswerSchema,
      { success: true, data: [], meta: parkingMeta },
      'lots',
    ],
    [
      'car park without a position',
      parkingAnswerSchema,
      { success: true, data: [], lots: [{ ...lot, latlng: '' }], meta: parkingMeta },
      'lots.0.latlng',
    ],
    ['parking request by car park', parkingRequestSchema, { id: 'A00036' }, 'id'],
    ['parking request without id', parkingRequestSchema, {}, 'id'],
    [
      'negative usage ratio',
      scenicAreaFlowSchema,
      { ...flow, four_wheel_parking_usage_ratio: -3 },
      'four_wheel_parking_usage_ratio',
    ],
    [
      'flow date without seconds',
      scenicAreaFlowSchema,
      { ...flow, date_modified: '2026-11-21 10:05' },
      'date_modified',
    ],
    ['pop above 100', weatherDaySchema, { ...weatherDay, pop: 120 }, 'pop'],
    [
      'weather answer without its source',
      weatherAnswerSchema,
      { success: true, data: [], meta: { ...sampleMeta, source: 'guess' } },
      'meta.source',
    ],
    [
      'weather answer with a bad fetch time',
      weatherAnswerSchema,
      { success: true, data: [], meta: { ...sampleMeta, fetchedAt: '2026-11-21T05:00' } },
      'meta.fetchedAt',
    ],
    ['humidity below 0', weatherDaySchema, { ...weatherDay, humidity: -5 }, 'humidity'],
    ['temp_min above temp_max', weatherDaySchema, { ...weatherDay, temp_min: 30 }, 'temp_min'],
    [
      'wind point as a word',
      weatherDaySchema,
      { ...weatherDay, wind_direction: { point: 'north', prevailing: false } },
      'wind_direction.point',
    ],
    [
      'wind as free text',
      weatherDaySchema,
      { ...weatherDay, wind_direction: '偏北風' },
      'wind_direction',
    ],
    [
      'standard_time with slashes',
      weatherDaySchema,
      { ...weatherDay, standard_time: '2026/11/21 06:00:00' },
      'standard_time',
    ],
    ['sunrise without a date', sunTimesSchema, { ...sun, sunrise: '06:03' }, 'sunrise'],
    [
      'moonset with slashes',
      moonTimesSchema,
      { locationName: '臺東縣', moonset: '2026/11/21 01:00' },
      'moonset',
    ],
    ['unknown UV status', uvReadingSchema, { ...uv, status: 'high' }, 'status'],
    ['UV level 6', uvReadingSchema, { ...uv, level: 6 }, 'level'],
    ['air-quality level 7', airQualityReadingSchema, { status: '危害', level: 7 }, 'level'],
    ['unknown air-quality status', airQualityReadingSchema, { status: 'good' }, 'status'],
    ['negative wave height', marineConditionSchema, { ...marine, wave_height: -1 }, 'wave_height'],
    [
      'tide time with slashes',
      tideSchema,
      { ...tide, high_tide: ['2026/11/21 04:12'] },
      'high_tide.0',
    ],
  ])('%s', (_name, schema, value, path) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
