import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testApp } from './helper';

// A built app of our own, so these tests do not depend on `npm run build` having run.
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ecg-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>東部海岸國家風景區</title>');
writeFileSync(
  path.join(webRoot, 'assets', 'index-abc123.js'),
  'console.log("東部海岸");\n'.repeat(200),
);
// An asset with the forms the build makes (web/build/precompress.ts), told apart by their text.
const PRECOMPRESSED = path.join(webRoot, 'assets', 'vendor-def456.js');
writeFileSync(PRECOMPRESSED, 'console.log("plain");\n'.repeat(200));
writeFileSync(`${PRECOMPRESSED}.br`, brotliCompressSync('console.log("brotli");'));
writeFileSync(`${PRECOMPRESSED}.gz`, gzipSync('console.log("gzip");'));

let context: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  context = await testApp({ webRoot });
  // A route of the test's own, to drive the shared validation error handler.
  context.app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/test/echo',
      { schema: { body: z.object({ name: z.string().min(1), size: z.number().int() }) } },
      async (request) => ({ success: true, data: request.body }),
    );
});
afterAll(async () => {
  await context.app.close();
  await context.store.destroy();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers the envelope with the seeded counts', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', regions: 3, townships: 29 },
    });
  });
});

describe('the app under /pwa/', () => {
  it.each(['/', '/pwa'])('%s redirects to /pwa/', async (url) => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pwa/');
  });

  it('serves the page, revalidated on every visit', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/pwa/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('東部海岸國家風景區');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/pwa/assets/index-abc123.js',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('compresses what it serves when the client accepts it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/pwa/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  const getAsset = (url: string, acceptEncoding: string) =>
    context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

  it('sends the form made at build that the browser takes, brotli first', async () => {
    const response = await getAsset('/pwa/assets/vendor-def456.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("brotli");');

    const gzipOnly = await getAsset('/pwa/assets/vendor-def456.js', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe('console.log("gzip");');

    const plain = await getAsset('/pwa/assets/vendor-def456.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("plain");');
  });

  it('serves the page at its folder to a browser taking brotli, with no form beside it', async () => {
    const response = await getAsset('/pwa/', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('never serves an encoded form at an address of its own', async () => {
    expect((await getAsset('/pwa/assets/vendor-def456.js.br', 'br')).statusCode).toBe(404);
    expect((await getAsset('/pwa/assets/vendor-def456.js.gz', 'gzip')).statusCode).toBe(404);
  });
});

describe('errors', () => {
  it('answers an unknown path with a 404 envelope that does not repeat the path', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'No such path' });
  });

  it.each([
    [{ size: 1 }, 'body.name'],
    [{ name: '', size: 1 }, 'body.name'],
    [{ name: 'x', size: 1.5 }, 'body.size'],
  ])('answers a bad body %j with a 400 naming %s', async (payload, field) => {
    const response = await context.app.inject({ method: 'POST', url: '/test/echo', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});
