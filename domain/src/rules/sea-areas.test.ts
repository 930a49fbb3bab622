import { describe, expect, it } from 'vitest';
import { isSeaArea, seaAreaOf } from './sea-areas';

describe('seaAreaOf', () => {
  it.each([
    ['Hualien City', '花蓮縣', '花蓮市', '花蓮沿海'],
    ['an inland Hualien township', '花蓮縣', '萬榮鄉', '花蓮沿海'],
    ['the northernmost Taitung coast', '臺東縣', '長濱鄉', '成功大武沿海'],
    ['Taitung City, the ferries’ port', '臺東縣', '臺東市', '成功大武沿海'],
    ['an inland Taitung township', '臺東縣', '海端鄉', '成功大武沿海'],
    ['Green Island', '臺東縣', '綠島鄉', '綠島蘭嶼海面'],
    ['Orchid Island', '臺東縣', '蘭嶼鄉', '綠島蘭嶼海面'],
    ['台 written for 臺', '台東縣', '台東市', '成功大武沿海'],
    ['a county alone', '花蓮縣', undefined, '花蓮沿海'],
    ['a county that is not ours', '宜蘭縣', '頭城鎮', undefined],
  ] as const)('%s', (_case, county, township, area) => {
    expect(seaAreaOf(county, township)).toBe(area);
  });
});

describe('isSeaArea', () => {
  it.each([
    ['綠島蘭嶼海面', true],
    ['花蓮沿海', true],
    ['成功大武沿海', true],
    ['宜蘭蘇澳沿海', false],
    ['花蓮市', false],
  ] as const)('%s', (text, expected) => {
    expect(isSeaArea(text)).toBe(expected);
  });
});
