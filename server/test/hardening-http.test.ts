import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath } from '@ecg/domain/api-paths';
import { afterAll, describe, expect, it } from 'vitest';
import { noneMatchHits } from '../src/plugins/conditional-get';
import { testApp, useTestApp } from './helper';

/** A built app of two files and a source map left beside them, as a careless build would. */
function webRootWithSourceMap(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ecg-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'assets', 'index-abc.js.map'), '{"version":3}');
  return root;
}

const webRoot = webRootWithSourceMap();
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
const context = useTestApp({ webRoot });
const attractions = apiPath('attractions', 'en');

describe('security headers', () => {
  it.each([
    '/pwa/',
    '/pwa/en/',
    '/pwa/index.html?from=home-screen',
    '/pwa/sw.js',
    '/pwa/assets/cluster-worker-DmGBiMf7.js',
  ])('of a document are on %s (a page, a worker)', async (url) => {
    const { headers } = await context.app.inject(url);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src [^;]*https:\/\/www\.eastcoast-nsa\.gov\.tw/);
    // The service worker fetches the pictures it keeps, under its own policy.
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.eastcoast-nsa\.gov\.tw/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
  });

  it.each([
    attractions,
    '/api/health',
    '/no/such/path',
    '/',
    // What a page loads runs under the page's policy.
    '/pwa/assets/index-abc.js',
    '/pwa/assets/app-C1TWYXm4.css',
    '/pwa/first-paint.js',
    '/pwa/manifest.webmanifest',
    '/admin/assets/console-abc.js',
  ])('of an API answer are on %s, and none of a document', async (url) => {
    const { headers } = await context.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    // ASVS 5.0 3.4.4 and 3.4.6: nosniff and frame-ancestors on every answer.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(headers['cache-control']).toBeDefined();
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'referrer-policy',
      'x-frame-options',
      'x-xss-protection',
      'x-download-options',
      'x-dns-prefetch-control',
      'x-permitted-cross-domain-policies',
      'origin-agent-cluster',
    ]) {
      expect(headers[documentOnly], documentOnly).toBeUndefined();
    }
  });
});

describe('conditional requests', () => {
  it('gives each representation the same weak ETag and answers 304 to any of them', async () => {
    const url = `${attractions}?pageSize=3`;
    const forms = await Promise.all(
      ['gzip', 'br', 'identity'].map((encoding) =>
        context.app.inject({ url, headers: { 'accept-encoding': encoding } }),
      ),
    );
    const tags = forms.map((form) => form.headers.etag);
    expect(tags[0]).toMatch(/^W\/"/);
    expect(new Set(tags).size).toBe(1);
    expect(forms.map((form) => form.headers['content-encoding'])).toEqual([
      'gzip',
      'br',
      undefined,
    ]);
    const again = await context.app.inject({ url, headers: { 'if-none-match': tags[0] } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('understands * and lists of ETags', async () => {
    const url = `${attractions}?pageSize=2`;
    const etag = (await context.app.inject(url)).headers.etag as string;
    const ask = (header: string) =>
      context.app.inject({ url, headers: { 'if-none-match': header } });
    expect((await ask('*')).statusCode).toBe(304);
    expect((await ask(`"other", ${etag}`)).statusCode).toBe(304);
    expect((await ask(`W/"other", "another"`)).statusCode).toBe(200);
    expect(noneMatchHits(`"a", W/"b"`, '"b"')).toBe(true);
    expect(noneMatchHits(undefined, '"b"')).toBe(false);
  });

  it('answers 304 only to a GET that would have answered 200: never a POST or an error', async () => {
    const post = () =>
      context.app.inject({
        method: 'POST',
        url: apiPath('tourDetail', 'en'),
        payload: { id: 1 },
        headers: { 'if-none-match': '*' },
      });
    expect((await post()).statusCode).not.toBe(304);
    const missing = await context.app.inject({
      url: '/nothing',
      headers: { 'if-none-match': '*' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await context.app.inject({
      url: `${attractions}?pageSize=0`,
      headers: { 'if-none-match': '*' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('cache policy per route', () => {
  it('lets any cache keep content, live data briefly, and nothing else', async () => {
    const policy = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      (await context.app.inject({ url, method, payload })).headers['cache-control'];
    expect(await policy(attractions)).toMatch(/^public, max-age=300/);
    expect(await policy(apiPath('weather', 'en'), 'POST', { zipcode: 973 })).toBe(
      'public, max-age=60',
    );
    expect(await policy('/api/health')).toBe('no-store');
    expect(await policy(`${attractions}?pageSize=0`)).toBe('no-store');
    expect(await policy('/nothing')).toBe('no-store');
  });

  it("keeps a visitor's answer out of every cache, and a route that says nothing is not kept", async () => {
    const { app } = await testApp();
    app.get('/mine', { config: { cachePolicy: 'visitor' } }, async () => ({ mine: true }));
    app.get('/unsaid', async () => ({ said: false }));
    expect((await app.inject('/mine')).headers['cache-control']).toBe('private, no-store');
    expect((await app.inject('/unsaid')).headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

describe('what is served of the app', () => {
  it('serves its scripts but never a source map', async () => {
    expect((await context.app.inject('/pwa/assets/index-abc.js')).statusCode).toBe(200);
    const map = await context.app.inject('/pwa/assets/index-abc.js.map');
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ success: false, message: 'No such path' });
  });
});

describe('content HTML', () => {
  it('is sanitized as it is served, whatever reached the store', async () => {
    const { app, store } = await testApp();
    await store
      .updateTable('page_text')
      .set({
        content:
          '<p onclick="steal()">Opening hours</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      })
      .execute();
    const response = await app.inject({
      method: 'POST',
      url: apiPath('staticPage', 'en'),
      payload: { name: 'transport' },
    });
    const body = response.body;
    expect(response.statusCode, body).toBe(200);
    expect(body).toContain('Opening hours');
    for (const attack of ['onclick', 'onerror', '<script', 'javascript:', '<img']) {
      expect(body).not.toContain(attack);
    }
    await app.close();
  });
});
