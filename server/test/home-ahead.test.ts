import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taipeiDayNumber } from '@ecg/domain/rules/taipei-offset';
import { ENCODE_FROM_BYTES } from '../src/plugins/encoded-forms';
import { testApp } from './helper';

/**
 * A built web as `npm run build` leaves it, with a stand-in for the module that renders the
 * home (web/src/app/render-ahead.tsx): it asks the server's own attractions call, as the real
 * one does, and renders the first name; it fails for Japanese, as a failing call would.
 */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ecg-ahead-'));
mkdirSync(path.join(webRoot, '.vite'));
mkdirSync(path.join(webRoot, '.render'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html>\n<html lang="zh-Hant-TW">\n<head><title>東部海岸</title>' +
    '<script type="module" src="/pwa/assets/app-1.js"></script></head>\n' +
    '<body><div id="root"></div></body>\n</html>\n',
);
writeFileSync(
  path.join(webRoot, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/main.tsx': { file: 'assets/app-1.js' },
    'src/features/home/HomePage.tsx': {
      file: 'assets/HomePage-2.js',
      css: ['assets/HomePage-3.css'],
      imports: ['src/main.tsx'],
    },
    'src/locales/zh-tw.json': { file: 'assets/zh-tw-4.js' },
    'src/locales/en.json': { file: 'assets/en-5.js' },
  }),
);
writeFileSync(
  path.join(webRoot, '.render', 'render-ahead.js'),
  `export async function renderHomeAhead(lang, fetchAnswer) {
    globalThis.homeRenders ??= {};
    globalThis.homeRenders[lang] = (globalThis.homeRenders[lang] ?? 0) + 1;
    if (lang === 'ja') throw new Error('a call failed');
    const answer = await (await fetchAnswer('/' + lang + '/opendata/attractions?pageSize=10')).json();
    const name = answer.data.items[0].name;
    return {
      html: '<link rel="preload" as="image" href="https://example.org/a.jpg"/><h1>' + name + '</h1>',
      state: { name, tricky: '</script><!-- $& -->', answer },
      htmlLang: lang === 'en' ? 'en' : 'zh-Hant-TW',
      title: lang + ' title',
    };
  }`,
);

let clock = Date.parse('2026-11-30T04:00:00Z');
let context: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  context = await testApp({ webRoot, homeAhead: true, now: () => clock });
});
afterAll(async () => {
  await context.app.close();
  await context.store.destroy();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => context.app.inject({ method: 'GET', url });
const renders = (lang: string) =>
  (globalThis as { homeRenders?: Record<string, number> }).homeRenders?.[lang] ?? 0;

/** The page at an address once its home is rendered ahead: asked until it is. */
async function renderedPage(url: string) {
  for (;;) {
    const page = await get(url);
    if (page.body.includes('data-home')) return page;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("the app's page with the home rendered ahead (docs/performance.md)", () => {
  it("holds zh-tw's home at /pwa/: markup, answers, language, title, and what it loads", async () => {
    const page = await renderedPage('/pwa/');
    const first = (await get('/zh-tw/opendata/attractions?pageSize=1')).json<{
      data: { items: { name: string }[] };
    }>().data.items[0]?.name;
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="zh-Hant-TW" data-home="zh-tw">');
    expect(page.body).toContain('<title>zh-tw title</title>');
    expect(page.body).toContain(`<div id="root" class="ahead"><h1>${first}</h1></div>`);
    // The picture's preload goes to the head; the home's chunk, styles and strings are named
    // there, the page's own script is not named twice.
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="https://example.org/a.jpg"/>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/pwa/assets/HomePage-3.css">');
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/pwa/assets/HomePage-2.js">',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/pwa/assets/zh-tw-4.js">');
    expect(head).not.toContain('modulepreload" crossorigin href="/pwa/assets/app-1.js');
  });

  it('sends the page in the form the browser takes, encoded once, and revalidates it', async () => {
    const plain = await renderedPage('/pwa/');
    expect(plain.rawPayload.length).toBeGreaterThan(ENCODE_FROM_BYTES);
    const asked = (headers: Record<string, string>) =>
      context.app.inject({ method: 'GET', url: '/pwa/', headers });
    const br = await asked({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await asked({ 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('carries the answers as JSON no content can break out of', async () => {
    const page = await renderedPage('/pwa/');
    const data = /<script type="application\/json" id="home-data">(.*?)<\/script>/.exec(page.body);
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data?.[1] ?? '')).toMatchObject({ tricky: '</script><!-- $& -->' });
  });

  it("holds English's home at /pwa/en/ with its strings and their fallback's", async () => {
    const page = await renderedPage('/pwa/en/');
    expect(page.body).toContain('<html lang="en" data-home="en">');
    expect(page.body).toContain('href="/pwa/assets/en-5.js"');
    expect(page.body).toContain('href="/pwa/assets/zh-tw-4.js"');
  });

  it('gives the plain page where the home could not be rendered, and the plain page at index.html', async () => {
    await renderedPage('/pwa/');
    await context.app.homesRenderedAhead?.();
    const tried = renders('ja');
    expect(tried).toBeGreaterThan(0);
    const japanese = await get('/pwa/ja/');
    expect(japanese.statusCode).toBe(200);
    expect(japanese.body).toContain('<div id="root"></div>');
    // A failed render is not tried again on each request, only on the next day.
    await get('/pwa/ja/');
    expect(renders('ja')).toBe(tried);
    expect((await get('/pwa/index.html')).body).toContain('<div id="root"></div>');
  });

  it('renders again on the first request of a new Taipei day, meanwhile the plain page', async () => {
    await renderedPage('/pwa/');
    const before = renders('zh-tw');
    const today = taipeiDayNumber(clock);
    // 16:00 UTC is midnight in Taipei.
    clock = Date.parse('2026-11-30T16:00:01Z');
    expect(taipeiDayNumber(clock)).toBe(today + 1);
    expect((await get('/pwa/')).body).toContain('<div id="root"></div>');
    await renderedPage('/pwa/');
    expect(renders('zh-tw')).toBeGreaterThan(before);
  });

  it('never serves the build records beside the app', async () => {
    expect((await get('/pwa/.vite/manifest.json')).statusCode).toBe(404);
    expect((await get('/pwa/.render/render-ahead.js')).statusCode).toBe(404);
  });
});
