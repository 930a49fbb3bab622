import { describe, expect, it } from 'vitest';
import { routeInLang, uiLangFor } from './language';

describe('uiLangFor', () => {
  it.each([
    ['zh-tw', null, 'zh-tw'],
    ['zh-tw', 'zh-cn', 'zh-cn'],
    ['en', 'ko', 'ko'],
    ['ja', 'ko', 'ja'],
    ['zh-tw', 'ko', 'zh-tw'],
    ['en', 'en', 'en'],
    ['en', 'fr', 'en'],
  ] as const)('route %s with %s remembered reads %s', (route, stored, expected) => {
    expect(uiLangFor(route, stored)).toBe(expected);
  });
});

describe('routeInLang', () => {
  it.each([
    ['/zh-tw/', 'en', '/en/'],
    ['/zh-tw/search/attractions/', 'ja', '/ja/search/attractions/'],
    ['/en/service/weather/x/y', 'zh-tw', '/zh-tw/service/weather/x/y'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(routeInLang(path, lang)).toBe(expected);
  });
});
