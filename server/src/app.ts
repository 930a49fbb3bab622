import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAnswerCache, type AnswerCacheOptions } from './plugins/answer-cache';
import { registerCachePolicy } from './plugins/cache-policy';
import { registerErrorHandlers } from './plugins/errors';
import { eventRoutes } from './routes/content/events';
import { geographyRoutes } from './routes/content/geography';
import { noticeRoutes } from './routes/content/notices';
import { placeRoutes } from './routes/content/places';
import { tourRoutes } from './routes/content/tours';
import { healthRoutes } from './routes/health';
import { registerPwa } from './routes/pwa';
import type { Store } from './store/database';
import { eventRepository } from './store/event-repository';
import { geographyRepository } from './store/geography-repository';
import { noticeRepository } from './store/notice-repository';
import { placeRepository } from './store/place-repository';
import { tourRepository } from './store/tour-repository';

export interface AppOptions {
  store: Store;
  webRoot: string;
  logger?: FastifyServerOptions['logger'];
  answerCache?: AnswerCacheOptions;
}

/** Builds the server without listening, so tests drive it through inject(). */
export async function buildApp({ store, webRoot, logger = false, answerCache }: AppOptions) {
  const app = Fastify({ logger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  // Before compression, so the cache keeps the plain answer and compression serves each client.
  registerAnswerCache(app, answerCache);
  await app.register(compress, { global: true });
  await app.register(etag);
  registerCachePolicy(app);

  const geography = geographyRepository(store);
  await app.register(healthRoutes(geography));
  await app.register(geographyRoutes(geography));
  await app.register(placeRoutes(placeRepository(store)));
  await app.register(eventRoutes(eventRepository(store)));
  await app.register(tourRoutes(tourRepository(store)));
  await app.register(noticeRoutes(noticeRepository(store)));
  await registerPwa(app, webRoot);
  return app;
}
