import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContentLang } from '../core/lang';
import type { WriteDependencies } from '../writes/write-route';
import { repairAdminRoutes } from './admin-repairs';
import { repairRoutes } from './repairs';

/**
 * Repairs (requirements §7 fault-repair, track-fault-repair): the reports visitors make and track,
 * and the console's section that moves them through their statuses.
 */
export const repairsArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    repairRoutes(app, deps);
    await app.register(repairAdminRoutes(deps.store));
  };
