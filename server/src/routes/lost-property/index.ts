import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorCentreRepository } from '../../store/content/visitor-centre-repository';
import { foundItemConsoleRepository } from '../../store/lost-property/found-item-console-repository';
import { foundItemRepository } from '../../store/lost-property/found-item-repository';
import { lostReportRepository } from '../../store/lost-property/lost-report-repository';
import { requireContentLang } from '../core/lang';
import { loggedChanges } from '../operators/logged-change';
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
    const centres = visitorCentreRepository(deps.content);
    const foundItems = foundItemRepository(deps.store, centres);
    const lostReports = lostReportRepository(deps.store);
    const changes = loggedChanges(deps.store);
    requireContentLang(app);
    lostPropertyRoutes(app, deps, foundItems);
    await app.register(
      foundItemAdminRoutes(foundItemConsoleRepository(deps.store), centres, changes),
    );
    await app.register(lostReportAdminRoutes(lostReports, changes));
  };
