import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helper';

/** A built app with the console beside it, as `npm run build` leaves web/dist. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ecg-web-'));
mkdirSync(path.join(webRoot, 'admin', 'assets'), { recursive: true });
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>App</title>');
writeFileSync(path.join(webRoot, 'admin', 'admin.html'), '<!doctype html><title>Console</title>');
writeFileSync(path.join(webRoot, 'admin', 'assets', 'admin-abc123.js'), 'console.log(1)');

let context: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  context = await testApp({ webRoot });
});
afterAll(async () => {
  await context.app.close();
  await context.store.destroy();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('the console page at /admin/', () => {
  it('serves the page, revalidated every time, with the security headers', async () => {
    const page = await get('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Console</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect((await get('/admin')).headers.location).toBe('/admin/');
  });

  it.each(['/admin/api/me', '/admin/api/nothing-here', '/admin', '/admin/assets/admin-abc123.js'])(
    'answers %s, the API, a redirect or a script the page runs under its own policy, with the API headers: no document policy',
    async (url) => {
      const { headers } = await get(url);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBeUndefined();
    },
  );

  it.each(['/admin/'])(
    'answers %s under a policy of its own: its own files, no analytics, video or eval',
    async (url) => {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("img-src 'self' data:;");
      expect(policy).toContain("connect-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      for (const other of [
        'google',
        'youtube',
        'tripadvisor',
        'https:',
        'unsafe-eval',
        'unsafe-inline',
      ]) {
        expect(policy).not.toContain(other);
      }
    },
  );

  it('serves its hashed chunks as immutable', async () => {
    const chunk = await get('/admin/assets/admin-abc123.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is not served under the visitors\u2019 /pwa/, and its API paths stay the API\u2019s', async () => {
    expect((await get('/pwa/admin/admin.html')).statusCode).toBe(404);
    expect((await get('/pwa/')).body).toContain('<title>App</title>');
    const unknown = await get('/admin/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No such path' });
    expect((await get('/admin/api/me')).statusCode).toBe(401);
  });
});
