import { locationRequestSchema } from '@ecg/domain/contracts';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCachePolicy } from '../src/plugins/cache-policy';
import { registerErrorHandlers } from '../src/plugins/errors';
import { liveRoute, liveRoutes } from '../src/routes/live/live-route';

const meta = {
  source: 'sample',
  provider: 'CWA',
  fetchedAt: '2026-11-26 05:00:00',
  stale: false,
} as const;
const app = Fastify();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerCachePolicy(app);
  await app.register(
    liveRoutes((routes) =>
      liveRoute(
        routes,
        { name: 'tidal', method: 'GET', input: locationRequestSchema },
        async (input, lang) => ({
          data: [],
          meta: { ...meta, location: `${lang} ${JSON.stringify(input)}` },
        }),
      ),
    ),
  );
});
afterAll(() => app.close());

describe('a live route', () => {
  it('answers {success, data, meta} from the checked input, in the language of the path', async () => {
    const answer = await app.inject({ url: '/ja/opendata/Tidal?locationName=綠島' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: [],
      meta: { ...meta, location: 'ja {"locationName":"綠島"}' },
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
  });

  it("keeps an answer about a position out of every cache: it is the visitor's", async () => {
    const answer = await app.inject({ url: '/en/opendata/Tidal?lat=22.66&lng=121.49' });
    expect(answer.json()).toMatchObject({
      meta: { location: 'en {"lat":22.66,"lng":121.49}' },
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['', 'request.locationName: locationName is required, or lat and lng, or zipcode'],
    ['?lat=22.66', 'request.lng: lat and lng must be given together'],
    ['?lat=north&lng=121', 'request.lat: lat must be a number'],
  ])('answers %s with a 400 naming the field', async (query, message) => {
    const answer = await app.inject({ url: `/en/opendata/Tidal${query}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message });
  });

  it('answers a language we do not publish with a 404', async () => {
    expect((await app.inject({ url: '/ko/opendata/Tidal?locationName=綠島' })).statusCode).toBe(
      404,
    );
  });
});
