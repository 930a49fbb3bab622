import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicationRepository } from '../../store/publications/publication-repository';
import { publicationRequestRepository } from '../../store/publications/publication-request-repository';
import { requireContentLang } from '../core/lang';
import { loggedChanges } from '../operators/logged-change';
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
    const { store, content } = deps;
    const publications = publicationRepository(store, content);
    const requests = publicationRequestRepository(store);
    requireContentLang(app);
    publicationRoutes(app, deps, publications);
    await app.register(publicationAdminRoutes(publications, requests, loggedChanges(store)));
  };
