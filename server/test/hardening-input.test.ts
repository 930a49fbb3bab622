import { apiPath, type ApiPathName } from '@ecg/domain/api-paths';
import { randomUUID } from 'node:crypto';
import { errorEnvelopeSchema, IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, JSON_DEPTH_MAX, jsonDepthExceeds } from '../src/plugins/json-body';
import { useTestApp } from './helper';

const context = useTestApp();

/** Every list a visitor can search with `q` (requirements §7): 16 lists in 3 languages. */
const SEARCHABLE: ApiPathName[] = [
  'attractions',
  'shops',
  'accommodations',
  'activities',
  'coupons',
  'tourGuides',
  'galleries',
  'videos',
  'news',
  'publications',
  'faqs',
  'links',
  'glossaries',
  'visitorCenter',
  'tribalTourism',
  'waterRecreation',
];

const messageOf = (body: string) => errorEnvelopeSchema.parse(JSON.parse(body)).message;

describe('text parameters', () => {
  const cases = SEARCHABLE.flatMap((name) => CONTENT_LANGS.map((lang) => apiPath(name, lang)));

  it.each(cases)('%s refuses a NUL or another control character in q, naming q', async (path) => {
    for (const q of ['abc%00', '%00', 'a%1Bb', '%C2%85']) {
      const response = await context.app.inject(`${path}?q=${q}`);
      expect(response.statusCode, q).toBe(400);
      expect(messageOf(response.body)).toContain('q');
    }
    expect((await context.app.inject(`${path}?q=${encodeURIComponent('綠島')}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses a lone surrogate, an array for a text and control characters in a body text', async () => {
    const attractions = apiPath('attractions', 'en');
    const twice = await context.app.inject(`${attractions}?q=a&q=b`);
    expect(twice.statusCode).toBe(400);
    expect(messageOf(twice.body)).toContain('q');
    const flow = await context.app.inject({
      method: 'POST',
      url: apiPath('scenicAreaFlow', 'en'),
      payload: { id: 'EC-00018\u0000' },
    });
    expect(flow.statusCode).toBe(400);
    expect(messageOf(flow.body)).toContain('id');
    const lone = await context.app.inject({
      method: 'POST',
      url: apiPath('staticPage', 'en'),
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"transport\\ud800"}',
    });
    expect(lone.statusCode).toBe(400);
    expect(messageOf(lone.body)).toContain('body.name: name must be valid Unicode text');
  });

  it('refuses each character no one types in a form text with a 400 naming it, and saves nothing', async () => {
    const before = await context.store.selectFrom('suggestion').select('id').execute();
    for (const bad of ['\u0000', '\u001B', 'a\r\nb', '\u202E', '\uFEFF', '\uD800']) {
      const response = await context.app.inject({
        method: 'POST',
        url: apiPath('suggest', 'en'),
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        payload: {
          topic: 'signs',
          message: 'The sign at the car park points the wrong way.',
          contact: { name: `Lin ${bad}`, email: 'lin@example.tw' },
        },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(messageOf(response.body)).toMatch(/^body\.contact\.name: name must /);
    }
    expect(await context.store.selectFrom('suggestion').select('id').execute()).toEqual(before);
  });

  it('ignores unknown parameters everywhere, and they make no new entry in the answer cache', async () => {
    const path = apiPath('attractions', 'en');
    // Kept from its second request (answer-cache.ts).
    await context.app.inject(`${path}?pageSize=5`);
    const first = await context.app.inject(`${path}?pageSize=5`);
    const { entries, bytes } = context.app.answerCacheSize();
    for (let i = 0; i < 30; i++) {
      const junk = await context.app.inject(`${path}?pageSize=5&junk${i}=${'x'.repeat(12_000)}`);
      expect(junk.statusCode).toBe(200);
      expect(junk.body).toBe(first.body);
    }
    expect(context.app.answerCacheSize()).toMatchObject({ entries, bytes });
  });
});

describe('JSON bodies', () => {
  const detail = apiPath('tourDetail', 'en');
  const post = (payload: string, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: detail,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('counts nesting without parsing, strings and escapes included', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[["}', 1)).toBe(false);
  });

  it('refuses a body nested deeper than the limit with a 400, on every cached POST', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const body of [deep, `{"id":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`]) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response.body)).toBe(`body: nested deeper than ${JSON_DEPTH_MAX} levels`);
    }
  });

  it('refuses a body over the size limit with a 413 envelope', async () => {
    const response = await post(JSON.stringify({ id: 1, pad: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(response.statusCode).toBe(413);
    expect(messageOf(response.body)).toBe('The body is too large');
  });

  it('refuses prototype keys and broken JSON without repeating the body', async () => {
    const proto = await post('{"id":1,"__proto__":{"polluted":true}}');
    expect(proto.statusCode).toBe(400);
    expect(messageOf(proto.body)).toContain('__proto__');
    const broken = await post('{"id": 1, "secret-text"');
    expect(broken.statusCode).toBe(400);
    expect(messageOf(broken.body)).toBe('body: not valid JSON');
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('takes an empty JSON body as no body: the flow call with its id in the query', async () => {
    const flow = await context.app.inject({
      method: 'POST',
      url: `${apiPath('scenicAreaFlow', 'zh-tw')}?id=EC-00018`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(flow.statusCode).toBe(200);
    expect(flow.json()).toMatchObject({ success: true });
    const detailWithout = await post('');
    expect(detailWithout.statusCode).toBe(400);
    expect(messageOf(detailWithout.body)).toContain('body');
  });
});
