import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  aqiAnswerSchema,
  crossingDaySchema,
  moonDaySchema,
  parkingAnswerSchema,
  parkingRecordSchema,
  parkingRequestSchema,
  scenicAreaFlowAnswerSchema,
  scenicAreaFlowSchema,
  seaForecastPeriodSchema,
  seaObservationSchema,
  sunDaySchema,
  sunTimesAnswerSchema,
  tideEventSchema,
  uvAnswerSchema,
  uvDataSchema,
  weatherAnswerSchema,
  weatherDaySchema,
} from './index';
import { issuePaths, parkingRecord, weatherDay } from './samples.test-data';

const flow = {
  four_wheel_parking_usage_ratio: 82.5,
  status: '將滿',
  date_modified: '2026-11-21 10:05:00',
};
const uv = { status: '高量級', uvi: 7, siteName: '臺東' };
const marine = {
  station: '成功',
  standard_time: '2026-11-21 09:00:00',
  wave_height: 1.2,
  flow_speed: 0.4,
};
const sun = { date: '2026-11-21', sunrise: '2026-11-21 06:03:00', sunset: '2026-11-21 17:04:00' };
const seaPeriod = {
  area: '綠島蘭嶼海面',
  start: '2026-11-21 06:00:00',
  end: '2026-11-21 18:00:00',
  wave_height_text: '1至2公尺',
  wave_height_min: 1,
  wave_height_max: 2,
  beaufort_text: '4至5級',
  beaufort_min: 4,
  beaufort_max: 5,
};
const computedMeta = {
  source: 'computed',
  provider: 'astronomy-engine',
  fetchedAt: '2026-11-21 05:00:00',
  stale: false,
  location: '臺東市',
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
const tide = { time: '2026-11-21 04:12:00', tide: 'high', height: 82 };

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
    ['sun day', sunDaySchema, sun],
    ['sun times answer', sunTimesAnswerSchema, { success: true, data: [sun], meta: computedMeta }],
    [
      'moon day without a moonset',
      moonDaySchema,
      { date: '2026-11-21', moonrise: '2026-11-21 12:40:00' },
    ],
    ['UV answer', uvAnswerSchema, { success: true, data: uv, meta: sampleMeta }],
    [
      'air quality answer',
      aqiAnswerSchema,
      { success: true, data: '良好', aqi: 35, meta: sampleMeta },
    ],
    ['sea observation', seaObservationSchema, marine],
    ['tide event', tideEventSchema, tide],
    ['sea forecast period', seaForecastPeriodSchema, seaPeriod],
    [
      'crossing day',
      crossingDaySchema,
      {
        route: 'green-island',
        date: '2026-11-21',
        verdict: 'uncertain',
        reasons: ['moderate-waves'],
        forecast: [seaPeriod],
        warnings: [],
      },
    ],
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
    ['sunrise without a date', sunDaySchema, { ...sun, sunrise: '06:03' }, 'sunrise'],
    [
      'moonset with slashes',
      moonDaySchema,
      { date: '2026-11-21', moonset: '2026/11/21 01:00' },
      'moonset',
    ],
    [
      'illumination above 1',
      moonDaySchema,
      { date: '2026-11-21', illumination: 1.2 },
      'illumination',
    ],
    ['unknown UV status', uvDataSchema, { ...uv, status: 'high' }, 'status'],
    ['negative UV index', uvDataSchema, { ...uv, uvi: -1 }, 'uvi'],
    [
      'unknown air-quality status',
      aqiAnswerSchema,
      { success: true, data: 'good', meta: sampleMeta },
      'data',
    ],
    ['negative wave height', seaObservationSchema, { ...marine, wave_height: -1 }, 'wave_height'],
    ['tide time with slashes', tideEventSchema, { ...tide, time: '2026/11/21 04:12' }, 'time'],
    ['tide neither high nor low', tideEventSchema, { ...tide, tide: 'flood' }, 'tide'],
    [
      'unknown crossing verdict',
      crossingDaySchema,
      {
        route: 'green-island',
        date: '2026-11-21',
        verdict: 'maybe',
        reasons: [],
        forecast: [],
        warnings: [],
      },
      'verdict',
    ],
  ])('%s', (_name, schema, value, path) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
