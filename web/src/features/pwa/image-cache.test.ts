import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { describe, expect, it } from 'vitest';
import { IMAGE_CACHES, imageCacheFor, imageStrategies } from './image-cache';

const DAY = 86_400;
const strategies = imageStrategies();

/** An answer as the worker's fetch gives it: a picture, an error, or opaque (status 0). */
const answer = (status: number, type: ResponseType) => ({ status, type }) as Response;

async function kept(name: keyof typeof strategies, response: Response): Promise<boolean> {
  const plugin = strategies[name].plugins.find((each) => each.cacheWillUpdate);
  const request = new Request('https://hualien.travel/a.jpg');
  const event = new Event('fetch') as ExtendableEvent;
  const result = await plugin!.cacheWillUpdate!({ event, request, response, state: {} });
  return result === response;
}

describe('the picture caches', () => {
  it('sends our own pictures to one cache and every other host to the other', () => {
    const own = 'http://127.0.0.1:8080';
    expect(imageCacheFor(new URL(`${own}/pwa/icons/icon-192.png`), own)).toBe('own');
    expect(imageCacheFor(new URL('https://hualien.travel/upload/a.jpg'), own)).toBe('remote');
    expect(imageCacheFor(new URL('https://www.eastcoast-nsa.gov.tw/a.jpg'), own)).toBe('remote');
  });

  it("keeps no webcam's picture: it is live", () => {
    const own = 'http://127.0.0.1:8080';
    const webcam = 'https://fmg.wra.gov.tw/109wraweb/getImage.aspx?mode=getNewImageS&CCTV_SN=0x02';
    expect(imageCacheFor(new URL(webcam), own)).toBeUndefined();
    expect(imageCacheFor(new URL(`${webcam}&t=1700000000000`), own)).toBeUndefined();
  });

  it('keeps whole pictures, never an error, and opaque answers only in the brief cache', async () => {
    expect(await kept('own', answer(200, 'basic'))).toBe(true);
    expect(await kept('own', answer(0, 'opaque'))).toBe(false);
    expect(await kept('own', answer(404, 'basic'))).toBe(false);
    expect(await kept('remote', answer(200, 'cors'))).toBe(true);
    expect(await kept('remote', answer(0, 'opaque'))).toBe(true);
    expect(await kept('remote', answer(500, 'cors'))).toBe(false);
    expect(await kept('remote', answer(0, 'error'))).toBe(false);
  });

  it('keeps opaque answers a day at most, and asks for them again whenever they are shown', () => {
    expect(IMAGE_CACHES.remote).toMatchObject({ maxAgeSeconds: DAY, keepsOpaque: true });
    expect(strategies.remote).toBeInstanceOf(StaleWhileRevalidate);
    expect(IMAGE_CACHES.own).toMatchObject({ maxAgeSeconds: 30 * DAY, keepsOpaque: false });
    expect(strategies.own).toBeInstanceOf(CacheFirst);
  });

  it('bounds each cache by entries and age, and empties it first when room runs out', () => {
    for (const name of ['own', 'remote'] as const) {
      const { cacheName, maxEntries, maxAgeSeconds } = IMAGE_CACHES[name];
      expect(strategies[name].cacheName).toBe(cacheName);
      expect(maxEntries).toBeLessThanOrEqual(200);
      const expiration = strategies[name].plugins.find(
        (plugin) => plugin instanceof ExpirationPlugin,
      ) as unknown as { _config: object } | undefined;
      expect(expiration?._config).toEqual({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });
    }
    expect(IMAGE_CACHES.remote.maxEntries).toBeLessThanOrEqual(60);
  });
});
