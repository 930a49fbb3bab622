import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
