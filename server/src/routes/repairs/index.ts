import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { repairConsoleRepository } from '../../store/repairs/repair-console-repository';
import { repairReportRepository } from '../../store/repairs/repair-report-repository';
import { repairTrackingRepository } from '../../store/repairs/repair-tracking-repository';
import { requireContentLang } from '../core/lang';
import { loggedChanges } from '../operators/logged-change';
import type { WriteDependencies } from '../writes/write-route';
import { repairAdminRoutes } from './admin-repairs';
import { repairTrackingRoutes } from './repair-tracking';
import { repairRoutes } from './repairs';

/**
 * Repairs (requirements §7 fault-repair, track-fault-repair): the reports visitors make and track,
 * and the console's section that moves them through their statuses.
 */
export const repairsArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const { store } = deps;
    requireContentLang(app);
    repairRoutes(app, deps, repairReportRepository(store));
    repairTrackingRoutes(app, deps, repairTrackingRepository(store));
    await app.register(repairAdminRoutes(repairConsoleRepository(store), loggedChanges(store)));
  };
