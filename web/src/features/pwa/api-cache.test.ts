import { describe, expect, it } from 'vitest';
import { canonicalBody, isApiPath, postCacheKey } from './api-cache';

describe('isApiPath', () => {
  it.each([
    ['/zh-tw/opendata/attractions', true],
    ['/en/opendata/attractions/detail', true],
    ['/ja/opendata/regions/page', true],
    ['/greenisland/en/opendata/staticpage', true],
    ['/static-api/page/about-zh-tw.json', true],
    ['/ko/opendata/attractions', false],
    ['/zh-tw/opendatax/attractions', false],
    ['/api/health', false],
    ['/pwa/assets/index.js', false],
    ['/pwa/zh-tw/opendata/attractions', false],
  ] as const)('%s: %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});

describe('canonicalBody', () => {
  it.each([
    ['{"id":3,"name":"ferry"}', '{"id":3,"name":"ferry"}'],
    ['{"name":"ferry","id":3}', '{"id":3,"name":"ferry"}'],
    [
      '{ "b": { "y": 1, "x": [2, {"d":1,"c":0}] }, "a": null }',
      '{"a":null,"b":{"x":[2,{"c":0,"d":1}],"y":1}}',
    ],
    ['', ''],
    ['id=3', 'id=3'],
    ['[3,1]', '[3,1]'],
  ])('%s reads %s', (body, expected) => {
    expect(canonicalBody(body)).toBe(expected);
  });
});

describe('postCacheKey', () => {
  const detail = 'http://127.0.0.1:8080/zh-tw/opendata/attractions/detail';

  it('is the URL with a hash of the body, a GET address the Cache API can hold', async () => {
    const key = await postCacheKey(detail, '{"id":12}');
    expect(key).toMatch(
      /^http:\/\/127\.0\.0\.1:8080\/zh-tw\/opendata\/attractions\/detail\?__body=[0-9a-f]{32}$/,
    );
    expect(() => new Request(key)).not.toThrow();
  });

  it('is the same for the same body, whatever the order of its keys', async () => {
    expect(await postCacheKey(detail, '{"id":12,"lang":"en"}')).toBe(
      await postCacheKey(detail, '{ "lang": "en", "id": 12 }'),
    );
  });

  it('differs between bodies and between URLs', async () => {
    const keys = new Set([
      await postCacheKey(detail, '{"id":12}'),
      await postCacheKey(detail, '{"id":13}'),
      await postCacheKey(detail.replace('zh-tw', 'en'), '{"id":12}'),
    ]);
    expect(keys.size).toBe(3);
  });

  it('keeps a query string the URL already has', async () => {
    const key = await postCacheKey(`${detail}?v=2`, '{"id":12}');
    expect(key).toMatch(/\?v=2&__body=[0-9a-f]{32}$/);
  });
});
