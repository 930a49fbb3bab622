import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandlers } from './plugins/errors';
import { healthRoutes } from './routes/health';
import { registerPwa } from './routes/pwa';
import type { Store } from './store/database';
import { geographyRepository } from './store/geography-repository';

export interface AppOptions {
  store: Store;
  webRoot: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the server without listening, so tests drive it through inject(). */
export async function buildApp({ store, webRoot, logger = false }: AppOptions) {
  const app = Fastify({ logger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await app.register(compress, { global: true });

  await app.register(healthRoutes(geographyRepository(store)));
  await registerPwa(app, webRoot);
  return app;
}
