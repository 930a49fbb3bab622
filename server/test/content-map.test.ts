import { apiPath } from '@ecg/domain/api-paths';
import { basemapSchema, envelope, mapSettingsSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { dataDir, useTestApp } from './helper';

const custom = readConfig({
  MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  MAP_TILE_SUBDOMAINS: 'ab',
  MAP_TILE_ATTRIBUTION: '© Example Maps',
  MAP_MAX_ZOOM: '17',
}).map;

const standard = useTestApp();
const customised = useTestApp({ map: { settings: custom, dataDir } });

const directive = (csp: string, name: string) =>
  csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '';

describe('GET /{lang}/opendata/map-settings', () => {
  it("answers OpenStreetMap's standard tiles by default, kept as content", async () => {
    const response = await standard.app.inject(apiPath('mapSettings', 'en'));
    expect(response.statusCode).toBe(200);
    const body = envelope(mapSettingsSchema).parse(response.json());
    expect(body.data).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      subdomains: '',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxZoom: 19,
    });
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
  });

  it('answers the configured tile server', async () => {
    const response = await customised.app.inject(apiPath('mapSettings', 'ja'));
    expect(envelope(mapSettingsSchema).parse(response.json()).data).toEqual(custom);
  });

  it('is a 404 in a language we do not publish', async () => {
    const response = await standard.app.inject('/fr/opendata/map-settings');
    expect(response.statusCode).toBe(404);
  });
});

describe('the tile hosts in the Content-Security-Policy', () => {
  it("allow OpenStreetMap's tile host by default, as pictures and for the service worker", async () => {
    const csp = String((await standard.app.inject('/pwa/')).headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toContain('https://tile.openstreetmap.org');
    expect(directive(csp, 'connect-src')).toContain('https://tile.openstreetmap.org');
  });

  it("allow every subdomain of a configured tile server, and no longer OpenStreetMap's", async () => {
    const csp = String((await customised.app.inject('/pwa/')).headers['content-security-policy']);
    for (const name of ['img-src', 'connect-src']) {
      expect(directive(csp, name)).toContain('https://a.tiles.example.org');
      expect(directive(csp, name)).toContain('https://b.tiles.example.org');
      expect(directive(csp, name)).not.toContain('openstreetmap');
    }
  });
});

describe('GET /{lang}/opendata/basemap', () => {
  it.each([
    ['zh-tw', '花蓮縣', '臺東縣', '秀林鄉', '綠島鄉', '內政部'],
    [
      'en',
      'Hualien County',
      'Taitung County',
      'Xiulin Township',
      'Ludao Township',
      'Ministry of the Interior',
    ],
    ['ja', '花蓮県', '台東県', '秀林郷', '緑島郷', '内政部'],
  ] as const)(
    'answers land, our 2 counties and 29 townships, named in %s',
    async (lang, hualien, taitung, xiulin, ludao, ministry) => {
      const response = await standard.app.inject(apiPath('basemap', lang));
      expect(response.statusCode).toBe(200);
      const { data } = envelope(basemapSchema).parse(response.json());
      const roles = data.features.map((shape) => shape.properties.role);
      expect(roles.filter((role) => role === 'land')).toHaveLength(1);
      expect(roles.filter((role) => role === 'county')).toHaveLength(2);
      expect(roles.filter((role) => role === 'township')).toHaveLength(29);
      const names = data.features.map((shape) => shape.properties.name);
      expect(names).toEqual(expect.arrayContaining([hualien, taitung, xiulin, ludao]));
      expect(data.attribution).toContain(ministry);
      for (const shape of data.features.filter((s) => s.properties.role !== 'land')) {
        expect(shape.properties.label).toBeDefined();
      }
      expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
    },
  );

  it('is small enough for a phone: at most 150 KB before compression', async () => {
    const response = await standard.app.inject({
      url: apiPath('basemap', 'zh-tw'),
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.rawPayload.byteLength).toBeLessThanOrEqual(150 * 1024);
  });

  it('is kept by the answer cache: one entry, whatever the number of requests', async () => {
    const before = customised.app.answerCacheSize();
    // Kept from its second request (answer-cache.ts).
    await customised.app.inject(apiPath('basemap', 'ja'));
    await customised.app.inject(apiPath('basemap', 'ja'));
    const kept = customised.app.answerCacheSize();
    expect(kept.entries).toBe(before.entries + 1);
    expect(kept.bytes - before.bytes).toBeGreaterThan(100 * 1024);
    await customised.app.inject(apiPath('basemap', 'ja'));
    // The hit teaches the cache its address (one alias, answer-aliases.ts), nothing more.
    const after = customised.app.answerCacheSize();
    for (const field of ['entries', 'bytes', 'seen', 'seenBytes'] as const)
      expect(after[field], field).toBe(kept[field]);
    expect(after.aliases).toBe(kept.aliases + 1);
    expect(after.aliasBytes).toBeGreaterThan(kept.aliasBytes);
  });
});
