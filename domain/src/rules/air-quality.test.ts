import { describe, expect, it } from 'vitest';
import {
  airQualityLevelOfStatus,
  aqiStatusOfIndex,
  uvLevelOfIndex,
  uvLevelOfStatus,
} from './air-quality';

describe('uvLevelOfStatus', () => {
  it.each([
    ['低量級', 1, 'green-yellow', '#9ACD32'],
    ['中量級', 2, 'orange', '#FFA500'],
    ['高量級', 3, 'dark-orange', '#FF8C00'],
    ['過量級', 4, 'red', '#FF0000'],
    ['危險級', 5, 'purple', '#800080'],
    [' 高量級 ', 3, 'dark-orange', '#FF8C00'],
  ] as const)('%s → level %i %s %s', (status, level, colourName, colour) => {
    expect(uvLevelOfStatus(status)).toMatchObject({ level, colourName, colour });
  });

  it.each(['', '低', '低量級級', 'low', null, undefined])('%j → undefined', (status) => {
    expect(uvLevelOfStatus(status)).toBeUndefined();
  });
});

describe('uvLevelOfIndex', () => {
  it.each([
    [0, '低量級'],
    [2, '低量級'],
    [2.49, '低量級'],
    [2.5, '中量級'],
    [3, '中量級'],
    [5, '中量級'],
    [6, '高量級'],
    [7, '高量級'],
    [8, '過量級'],
    [10, '過量級'],
    [11, '危險級'],
    [16, '危險級'],
    [-1, undefined],
    [NaN, undefined],
    [Infinity, undefined],
  ] as const)('UVI %d → %s', (uvi, status) => {
    expect(uvLevelOfIndex(uvi)?.status).toBe(status);
  });

  it('gives the same level and colour as the status text', () => {
    expect(uvLevelOfIndex(9)).toEqual(uvLevelOfStatus('過量級'));
  });
});

describe('airQualityLevelOfStatus', () => {
  it.each([
    ['良好', 1],
    ['普通', 2],
    ['對敏感族群不健康', 3],
    ['對所有族群不健康', 4],
    ['非常不健康', 5],
    ['危害', 6],
    [' 普通\n', 2],
    ['不健康', undefined],
    ['good', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ] as const)('%j → %j', (status, level) => {
    expect(airQualityLevelOfStatus(status)).toBe(level);
  });
});

describe('aqiStatusOfIndex', () => {
  it.each([
    [0, '良好'],
    [50, '良好'],
    [50.49, '良好'],
    [51, '普通'],
    [100, '普通'],
    [101, '對敏感族群不健康'],
    [150, '對敏感族群不健康'],
    [151, '對所有族群不健康'],
    [200, '對所有族群不健康'],
    [201, '非常不健康'],
    [300, '非常不健康'],
    [301, '危害'],
    [500, '危害'],
    [-1, undefined],
    [NaN, undefined],
  ] as const)('AQI %d → %s', (aqi, status) => {
    expect(aqiStatusOfIndex(aqi)).toBe(status);
  });
});
