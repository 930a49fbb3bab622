import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContentLang } from '../core/lang';
import type { WriteDependencies } from '../writes/write-route';
import { foundItemAdminRoutes } from './admin-found-items';
import { lostReportAdminRoutes } from './admin-lost-reports';
import { lostPropertyRoutes } from './lost-property';

/**
 * Lost property (requirements §7 lost-property): the found items visitors search and the lost
 * items they report, and the console's sections of found items and reports.
 */
export const lostPropertyArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    lostPropertyRoutes(app, deps);
    await app.register(foundItemAdminRoutes(deps.store));
    await app.register(lostReportAdminRoutes(deps.store));
  };
