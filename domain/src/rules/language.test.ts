import { describe, expect, it } from 'vitest';
import {
  canonicalRoutePath,
  contentLangOf,
  langOfRoute,
  langOfSegment,
  localizeApiPath,
} from './language';

describe('langOfSegment', () => {
  it.each([
    ['zh-tw', 'zh-tw'],
    ['en', 'en'],
    ['ja', 'ja'],
    ['pages', 'zh-tw'],
    [undefined, 'zh-tw'],
    ['', 'zh-tw'],
    ['search', undefined],
    ['ko', undefined],
    ['EN', undefined],
  ] as const)('%s → %s', (segment, expected) => {
    expect(langOfSegment(segment)).toBe(expected);
  });
});

describe('langOfRoute', () => {
  it.each([
    ['/en/search/attractions/', 'en'],
    ['/ja/', 'ja'],
    ['/pages/guide/photo/1', 'zh-tw'],
    ['/', 'zh-tw'],
    ['', 'zh-tw'],
    ['/search/attractions/', 'zh-tw'],
    ['/zh-tw/game', 'zh-tw'],
  ] as const)('%s → %s', (path, expected) => {
    expect(langOfRoute(path)).toBe(expected);
  });
});

describe('localizeApiPath', () => {
  it.each([
    ['/zh-tw/opendata/attractions', 'en', '/en/opendata/attractions'],
    ['/zh-tw/opendata/attractions', 'zh-tw', '/zh-tw/opendata/attractions'],
    ['/greenisland/zh-tw/opendata/staticpage', 'ja', '/greenisland/ja/opendata/staticpage'],
    ['zh-tw/opendata/LiveCamera', 'en', 'en/opendata/LiveCamera'],
    ['/static-api/page/ferry-zh-tw.json', 'en', '/static-api/page/ferry-zh-tw.json'],
  ] as const)('%s in %s → %s', (path, lang, expected) => {
    expect(localizeApiPath(path, lang)).toBe(expected);
  });
});

describe('contentLangOf', () => {
  it.each([
    ['zh-tw', 'zh-tw'],
    ['en', 'en'],
    ['ja', 'ja'],
    ['zh-cn', 'zh-tw'],
    ['ko', 'en'],
  ] as const)('%s reads %s content', (ui, content) => {
    expect(contentLangOf(ui)).toBe(content);
  });
});

describe('canonicalRoutePath', () => {
  it.each([
    ['/', '/zh-tw/'],
    ['', '/zh-tw/'],
    ['/search/attractions/', '/zh-tw/search/attractions/'],
    ['/pages/guide/photo/1', '/zh-tw/guide/photo/1'],
    ['/pages', '/zh-tw'],
    ['/zh-tw/', undefined],
    ['/en/guide/', undefined],
    ['/ja', undefined],
  ] as const)('%s → %s', (path, expected) => {
    expect(canonicalRoutePath(path)).toBe(expected);
  });
});
