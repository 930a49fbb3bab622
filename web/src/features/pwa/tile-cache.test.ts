import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { describe, expect, it } from 'vitest';
import { isMapTile, TILE_CACHE, tileStrategy } from './tile-cache';

const own = 'http://127.0.0.1:8080';

describe('the map tile cache', () => {
  it.each([
    ['https://tile.openstreetmap.org/11/1733/876.png', true],
    ['https://a.tile.example.org/16/55463/28057@2x.png', true],
    ['https://tiles.example.com/maps/7/108/54.jpg', true],
    ['https://hualien.travel/upload/2024/5/a.jpg', false],
    [`${own}/pwa/icons/icon-192.png`, false],
    [`${own}/tiles/11/1733/876.png`, false],
  ])('%s is a tile: %s', (address, tile) => {
    expect(isMapTile(new URL(address), own)).toBe(tile);
  });

  it('keeps viewed tiles cache first, bounded by count and age', () => {
    const strategy = tileStrategy();
    expect(strategy).toBeInstanceOf(CacheFirst);
    expect(strategy.cacheName).toBe(TILE_CACHE.cacheName);
    expect(TILE_CACHE).toMatchObject({ maxEntries: 2000, maxAgeSeconds: 30 * 86_400 });
    expect(strategy.plugins.some((plugin) => plugin instanceof ExpirationPlugin)).toBe(true);
  });

  it('keeps a whole tile and never a failure', async () => {
    const plugin = tileStrategy().plugins.find((each) => each.cacheWillUpdate)!;
    const keep = async (status: number, type: ResponseType) => {
      const response = { status, type } as Response;
      const request = new Request('https://tile.openstreetmap.org/1/1/1.png');
      const event = new Event('fetch') as ExtendableEvent;
      return (await plugin.cacheWillUpdate!({ event, request, response, state: {} })) === response;
    };
    expect(await keep(200, 'cors')).toBe(true);
    expect(await keep(0, 'opaque')).toBe(false);
    expect(await keep(404, 'cors')).toBe(false);
    expect(await keep(503, 'cors')).toBe(false);
  });
});
