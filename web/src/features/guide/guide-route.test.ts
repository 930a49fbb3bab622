import { describe, expect, it } from 'vitest';
import { guideTabPath, guideTypeOfRoute, nextGuidePage } from './guide-route';

describe('guideTypeOfRoute', () => {
  it.each([
    [undefined, 'photo'],
    ['', 'photo'],
    ['photo', 'photo'],
    ['video', 'video'],
    ['audio', 'audio'],
    ['Photo', undefined],
    ['podcast', undefined],
  ])('%s is %s', (segment, type) => {
    expect(guideTypeOfRoute(segment)).toBe(type);
  });
});

describe('guideTabPath', () => {
  it.each([
    ['en', 'photo', '', '/en/guide/photo'],
    ['ja', 'audio', '', '/ja/guide/audio'],
    ['zh-tw', 'video', '綠島 燈塔', '/zh-tw/guide/video?q=%E7%B6%A0%E5%B3%B6+%E7%87%88%E5%A1%94'],
    ['en', 'photo', 'a&b', '/en/guide/photo?q=a%26b'],
  ] as const)('%s %s with "%s" is %s', (lang, type, keyword, path) => {
    expect(guideTabPath(lang, type, keyword)).toBe(path);
  });
});

describe('nextGuidePage', () => {
  it.each([
    [{ page: 1, pageSize: 20, total: 8 }, undefined],
    [{ page: 1, pageSize: 20, total: 20 }, undefined],
    [{ page: 1, pageSize: 20, total: 21 }, 2],
    [{ page: 2, pageSize: 20, total: 45 }, 3],
    [{ page: 3, pageSize: 20, total: 45 }, undefined],
    [{ page: 1, pageSize: 20, total: 0 }, undefined],
  ])('%o → %s', (last, next) => {
    expect(nextGuidePage(last)).toBe(next);
  });
});
