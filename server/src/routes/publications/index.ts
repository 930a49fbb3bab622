import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContentLang } from '../core/lang';
import type { WriteDependencies } from '../writes/write-route';
import { publicationAdminRoutes } from './admin-publications';
import { publicationRoutes } from './publications';

/**
 * Publications by post (requirements §7 publication-apply-information, apply-publication): what
 * visitors may ask for and their requests, and the console's section that offers and posts them.
 */
export const publicationsArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    publicationRoutes(app, deps);
    await app.register(publicationAdminRoutes(deps.store));
  };
