import { API_PATHS } from '@ecg/domain/api-paths';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { localizeApiPath } from '@ecg/domain/rules/language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helper';

/** mulberry32: a small seeded generator, so a failure can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const REQUESTS = 3000;
const CACHE_BOUND = { maxEntries: 150, maxBytes: 1024 * 1024 };

const PATHS = [
  ...Object.values(API_PATHS).flatMap((apiPath) =>
    CONTENT_LANGS.map((lang) => localizeApiPath(apiPath, lang)),
  ),
  '/api/health',
  '/pwa/',
  '/',
  '/static-api/page/about_en.json',
  '/ko/opendata/attractions',
  '/%E0%A4%A/opendata/attractions',
  '/en/opendata/attractions/%ZZ',
];

const PARAMS = [
  'q',
  'page',
  'pageSize',
  'id',
  'region',
  'township',
  'type',
  'category',
  'kind',
  'lat',
  'lng',
  'radius',
  'zipcode',
  'name',
  'scope',
  'past',
  'threehour',
  'forecast',
  'locationName',
  'siteName',
  'today',
  'tag',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
];

/** Values as they travel in a query string: already percent-encoded, some of them badly. */
const PLAIN_VALUES = [
  '1',
  '0',
  '-1',
  '2',
  '20',
  '100',
  '101',
  '1e400',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1.5',
  'true',
  'false',
  'all',
  'messages',
  'cuisines',
  'souvenirs',
  '973',
  '10015060',
  'EC-00018',
  encodeURIComponent('綠島'),
  'x'.repeat(5000),
];

/** What an attacker sends: control characters, broken encodings, lone surrogates, injections. */
const HOSTILE_VALUES = [
  '%00',
  'abc%00def',
  '%1B',
  '%C2%85',
  '%ED%A0%80',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  encodeURIComponent('<script>'),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('"*'),
  encodeURIComponent('NEAR(a b)'),
  '',
];

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Bodies: JSON of every shape, JSON that is not, and bytes that are not UTF-8. */
const BODIES: (string | Buffer)[] = [
  '{"id":1}',
  '{"id":"1"}',
  '{"id":-1}',
  '{"id":1e400}',
  '{"id":99999999999999999999}',
  '{"id":[1,2]}',
  '{"id":{"$gt":0}}',
  '{"id":null}',
  '{"id":true}',
  '{"id":"\\u0000"}',
  '{"name":"about"}',
  '{"name":"transport\\ud800"}',
  '{"name":"..%2f..%2fetc"}',
  '{"zipcode":973}',
  '{"zipcode":"973","threehour":"true"}',
  '{"type":"all"}',
  '{"id":"EC-00018"}',
  '{"__proto__":{"polluted":1},"id":1}',
  '{"constructor":{"prototype":{"x":1}}}',
  deep(40),
  deep(5000),
  `{"id":${'{"a":'.repeat(64)}1${'}'.repeat(64)}}`,
  '[]',
  '""',
  '1',
  'null',
  '',
  '{',
  '{"id":1,}',
  'not json',
  Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  JSON.stringify({ id: 1, pad: 'x'.repeat(300_000) }),
  // The service forms' texts with what no one types (rules/text-characters.ts).
  ...['\u0000', '\u001B[2J', 'a\r\nb', '\u202Egpj.exe', '\uFEFF', '\uD800', '\u0085'].map((bad) =>
    JSON.stringify({
      topic: 'signs',
      message: `The sign is wrong ${bad}`,
      description: `Loose boards ${bad}`,
      category: 'walkway',
      place: { lat: 23.1236, lng: 121.4113, name: bad },
      placeLost: bad,
      notes: bad,
      contact: { name: `Lin${bad}`, email: 'lin@example.tw' },
    }),
  ),
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  undefined,
];

const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'] as const;

let app: Awaited<ReturnType<typeof testApp>>['app'];

beforeAll(async () => {
  app = (
    await testApp({
      answerCache: CACHE_BOUND,
    })
  ).app;
  await app.ready();
});
afterAll(() => app.close());

describe(`a fuzz of ${REQUESTS} requests over every route (seed ${SEED})`, () => {
  it('gets no 5xx, always the error envelope, and never grows the answer cache past its bound', async () => {
    const { next, pick } = generator(SEED);
    const failures: string[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const method = next() < 0.45 ? 'GET' : next() < 0.8 ? 'POST' : pick(METHODS);
      const value = () => pick(next() < 0.5 ? HOSTILE_VALUES : PLAIN_VALUES);
      const params = Array.from(
        { length: Math.floor(next() * 5) },
        () => `${pick(PARAMS)}=${value()}`,
      );
      const url = `${pick(PATHS)}${params.length ? `?${params.join('&')}` : ''}`;
      const contentType = pick(CONTENT_TYPES);
      const hasBody = method !== 'GET' && method !== 'HEAD' && next() < 0.9;
      const response = await app.inject({
        method,
        url,
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(next() < 0.1 ? { 'if-none-match': pick(['*', 'W/"x", "y"', '"']) } : {}),
          ...(next() < 0.2
            ? { 'accept-encoding': pick(['gzip', 'br', 'deflate', 'identity', '*;q=0']) }
            : {}),
        },
        ...(hasBody ? { payload: pick(BODIES) } : {}),
      });
      const replay = `${method} ${url.slice(0, 200)} (${contentType})`;
      if (response.statusCode >= 500)
        failures.push(`${response.statusCode} ${replay}: ${response.body.slice(0, 200)}`);
      if (response.statusCode >= 400 && method !== 'HEAD') {
        const body = response.json() as { success?: unknown; message?: unknown };
        if (body.success !== false || typeof body.message !== 'string')
          failures.push(`envelope ${replay}`);
      }
      const size = app.answerCacheSize();
      if (size.entries > CACHE_BOUND.maxEntries || size.bytes > CACHE_BOUND.maxBytes) {
        failures.push(`cache ${size.entries} entries, ${size.bytes} bytes after ${replay}`);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
