import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContentLang } from '../content/lang';
import { publicationRoutes } from './publications';
import { reservationRoutes } from './reservations';
import { suggestionRoutes } from './suggestions';
import { surveyRoutes } from './surveys';
import { lostPropertyRoutes } from './lost-property-routes';
import { repairRoutes } from './repair-routes';
import type { WriteDependencies } from './write-route';

/** What the service area's routes need: the store their writes go to, and the clock. */
export type ServiceDependencies = WriteDependencies;

/**
 * The service area's calls (requirements §7): each form's routes, its reads and its write,
 * added here one line a form. Every write goes through writeRoute (docs/writes.md).
 */
export const serviceRoutes =
  (deps: ServiceDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    reservationRoutes(app, deps);
    publicationRoutes(app, deps);
    surveyRoutes(app, deps);
    suggestionRoutes(app, deps);
    repairRoutes(app, deps);
    lostPropertyRoutes(app, deps);
  };
