import { describe, expect, it } from 'vitest';
import { canonicalBody, isContentCall, isKeepableAnswer, postCacheKey } from './api-cache';

describe('isContentCall', () => {
  it.each([
    ['/zh-tw/opendata/attractions', true],
    ['/en/opendata/attractions/detail', true],
    ['/ja/opendata/regions/page', true],
    ['/en/opendata/LiveCamera', true],
    ['/greenisland/en/opendata/staticpage', true],
    ['/static-api/page/about-zh-tw.json', true],
    // Live data: the app's query cache keeps the last answer, the worker none.
    ['/zh-tw/opendata/WeatherForecast', false],
    ['/en/opendata/Neocooler-Parking-Availability', false],
    ['/ja/opendata/Iisi-Scenic-Area-Flow', false],
    // requirements §7's forms, tokens, survey and reports share the prefix: network only.
    ['/zh-tw/opendata/surveyhandler', false],
    ['/en/opendata/token', false],
    ['/zh-tw/opendata/fault-repair', false],
    ['/ja/opendata/suggest', false],
    ['/zh-tw/opendata/reservate', false],
    ['/zh-tw/opendata/apply-publication', false],
    ['/zh-tw/Trip/pwaadaptation', false],
    ['/zh-tw/Member/addCollectionPWA', false],
    // The member area's calls (docs/members.md): passkeys, the profile, the data.
    ['/en/Member/passkey/sign-in', false],
    ['/zh-tw/Member/profile', false],
    ['/ja/Member/export', false],
    // Reviews (docs/reviews.md): the server's max-age=60 keeps them a minute, the worker never.
    ['/en/opendata/reviews', false],
    ['/zh-tw/opendata/reviews/best-rated', false],
    ['/ja/opendata/reviews/report', false],
    ['/en/Member/reviews/write', false],
    ['/greenisland/en/opendata/reservate', false],
    ['/ko/opendata/attractions', false],
    ['/zh-tw/opendatax/attractions', false],
    ['/zh-tw/opendata/attractions/detail/extra', false],
    ['/api/health', false],
    ['/pwa/assets/index.js', false],
    ['/pwa/zh-tw/opendata/attractions', false],
  ] as const)('%s: %s', (path, expected) => {
    expect(isContentCall(path)).toBe(expected);
  });
});

describe('isKeepableAnswer', () => {
  const answer = (status: number, type: string) =>
    new Response('{}', { status, headers: { 'content-type': type } });

  it.each([
    [200, 'application/json; charset=utf-8', true],
    [200, 'application/json', true],
    // A captive portal's sign-in page, or our own not-found page.
    [200, 'text/html; charset=utf-8', false],
    [404, 'application/json; charset=utf-8', false],
    [500, 'application/json; charset=utf-8', false],
  ] as const)('%s %s: %s', (status, type, expected) => {
    expect(isKeepableAnswer(answer(status, type))).toBe(expected);
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
