import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiPath } from '@ecg/domain/api-paths';
import { describe, expect, it } from 'vitest';
import { representationFor } from '../src/plugins/encoded-forms';
import { useTestApp } from './helper';

const context = useTestApp();
const BROWSER = 'gzip, deflate, br, zstd';
/** A content answer of several kilobytes, kept from its second request. */
const list = `${apiPath('attractions', 'en')}?page=1`;

const ask = (acceptEncoding?: string, ifNoneMatch?: string) =>
  context.app.inject({
    url: list,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
    },
  });

/** The answer's plain JSON, once it is kept. */
async function keptPlain() {
  await ask();
  await ask();
  return (await ask('identity')).json<unknown>();
}

describe('the form of a kept answer', () => {
  it.each([
    [BROWSER, 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['GZIP;Q=0.8, identity;q=0.5', 'gzip'],
    ['br;q=0.4, identity', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('for Accept-Encoding %j is %s', (header, expected) => {
    expect(representationFor(header)).toBe(expected);
  });

  it('is chosen per request, each form the same JSON, with its length and Vary', async () => {
    const plain = await keptPlain();
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
    for (const [header, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
      ['br;q=0, gzip;q=0', 'identity'],
    ] as const) {
      const answer = await ask(header);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'], header).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      // Compressed once: a second compression of the kept bytes would not decode to JSON.
      expect(JSON.parse(decode[encoding](answer.rawPayload).toString())).toEqual(plain);
    }
  });

  it('answers 304 to its ETag whichever form is asked for, with no body and no encoding', async () => {
    await keptPlain();
    const etag = String((await ask(BROWSER)).headers.etag);
    expect(etag).toMatch(/^W\/"/);
    for (const header of [BROWSER, 'gzip', 'identity', undefined]) {
      const answer = await ask(header, etag);
      expect(answer.statusCode, String(header)).toBe(304);
      expect(answer.rawPayload.length).toBe(0);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('accept-encoding');
    }
  });

  it('is sent with the API headers, not the document ones', async () => {
    await keptPlain();
    const { headers } = await ask(BROWSER);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cache-control']).toMatch(/^public, max-age=300/);
  });
});

describe('an answer made per request', () => {
  it('is still compressed as it is sent', async () => {
    // The first request of a content answer is computed, not yet kept.
    const answer = await context.app.inject({
      url: `${apiPath('attractions', 'en')}?page=2`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString())).toMatchObject({
      success: true,
    });
  });
});
