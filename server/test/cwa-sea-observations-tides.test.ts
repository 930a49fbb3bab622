import { parseTaipei } from '@ecg/domain/rules/datetime';
import { describe, expect, it } from 'vitest';
import { readSeaObservationDocument } from '../src/providers/cwa/sea-observation-document';
import {
  nearestTideLocation,
  readTideDocument,
  tideEvents,
  tideLocationNamed,
} from '../src/providers/cwa/tide-document';
import { cwaSample } from './cwa-stand-in';

describe('the sea observations (O-B0075-001), on the recorded answer', () => {
  const latest = readSeaObservationDocument(cwaSample('O-B0075-001').Records);

  it.each([
    [
      'a data buoy with waves, current and wind',
      'WRA007',
      {
        standard_time: '2025-02-10 00:00:00',
        wave_height: 1.9,
        wave_direction: 78,
        wave_period: 6.7,
        flow_speed: 0.16,
        flow_direction: 126,
        wind_speed: 6.1,
        wind_direction: { point: 'N', prevailing: false },
      },
    ],
    [
      'a tide gauge',
      'C4T01',
      {
        standard_time: '2025-02-10 00:00:00',
        sea_temperature: 22.6,
        tide_height: -1.28,
        wind_speed: 2,
        wind_direction: { point: 'W', prevailing: false },
      },
    ],
    [
      'a wind pile',
      '4S21',
      {
        standard_time: '2025-02-10 00:00:00',
        wind_speed: 4.2,
        wind_direction: { point: 'NW', prevailing: false },
      },
    ],
  ])('reads %s', (_case, id, reading) => {
    expect(latest[id]).toEqual(reading);
  });

  it('leaves out the stations whose every value is written "None"', () => {
    expect(Object.keys(latest).sort()).toEqual(
      ['1566', '1586', '1676', '46699A', '4I', '4S21', '4T21', 'C4S01', 'C4T01', 'WRA007'].sort(),
    );
  });

  it('takes the latest reading with a value, one time or many, and no -99', () => {
    const time = (DateTime: string, WaveHeight: string) => ({
      DateTime,
      WeatherElements: { WaveHeight },
    });
    const document = readSeaObservationDocument({
      SeaSurfaceObs: {
        Location: [
          {
            Station: { StationID: 'A' },
            StationObsTimes: {
              StationObsTime: [
                time('2026-11-21T08:00:00+08:00', '1.2'),
                time('2026-11-21T09:00:00+08:00', '1.4'),
                time('2026-11-21T10:00:00+08:00', '-99'),
              ],
            },
          },
          {
            Station: { StationID: 'B' },
            StationObsTimes: { StationObsTime: time('2026-11-21T09:30:00+08:00', '0.8') },
          },
        ],
      },
    });
    expect(document).toEqual({
      A: { standard_time: '2026-11-21 09:00:00', wave_height: 1.4 },
      B: { standard_time: '2026-11-21 09:30:00', wave_height: 0.8 },
    });
  });

  it('names what is missing from an answer of another shape', () => {
    expect(() => readSeaObservationDocument({ Station: [] })).toThrow(/SeaSurfaceObs/);
  });
});

describe('the tide forecast (F-A0021-001)', () => {
  const daily = (name: string, heights: (string | number)[], extra = {}) => ({
    Location: {
      LocationName: name,
      ...extra,
      TimePeriods: {
        Daily: [
          {
            Date: '2026-11-21',
            Time: heights.map((height, index) => ({
              DateTime: `2026-11-21T0${index}:00:00+08:00`,
              Tide: index % 2 === 0 ? '滿潮' : index === 3 ? '平潮' : '乾潮',
              TideHeights: { AboveTWVD: '0', AboveLocalMSL: height },
            })),
          },
        ],
      },
    },
  });
  const document = readTideDocument({
    TideForecasts: [
      daily('宜蘭縣頭城鎮', [1]),
      daily('台東縣綠島鄉', [60, '-40', '', 10], { Latitude: '22.66', Longitude: 121.47 }),
      daily('花蓮縣花蓮市', [50], { Latitude: 23.98, Longitude: 121.62 }),
    ],
  });

  it('keeps our coast, named as written', () => {
    expect(document.map((location) => location.LocationName)).toEqual([
      '台東縣綠島鄉',
      '花蓮縣花蓮市',
    ]);
  });

  it.each([
    ['the full name', '臺東縣綠島鄉', '台東縣綠島鄉'],
    ['the township alone', '綠島鄉', '台東縣綠島鄉'],
    ['a name it does not hold', '頭城鎮', undefined],
  ])('finds a location by %s', (_case, name, found) => {
    expect(tideLocationNamed(document, name)?.LocationName).toBe(found);
  });

  it('finds the location nearest a point', () => {
    expect(nearestTideLocation(document, { lat: 23.9, lng: 121.6 })?.LocationName).toBe(
      '花蓮縣花蓮市',
    );
  });

  it('reads high and low waters within the window, numbers or texts, leaving out other tides', () => {
    const [island] = document;
    const from = parseTaipei('2026-11-21 00:00:00');
    expect(tideEvents(island!, from, from + 3 * 60 * 60 * 1000)).toEqual([
      { time: '2026-11-21 00:00:00', tide: 'high', height: 60 },
      { time: '2026-11-21 01:00:00', tide: 'low', height: -40 },
      { time: '2026-11-21 02:00:00', tide: 'high' },
    ]);
  });
});
