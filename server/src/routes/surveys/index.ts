import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContentLang } from '../core/lang';
import type { WriteDependencies } from '../writes/write-route';
import { surveyAdminRoutes } from './admin-surveys';
import { surveyRoutes } from './surveys';

/**
 * Surveys (requirements §7): the questions asked and the visitors' answers, and the console's
 * section that edits the questions and counts the answers.
 */
export const surveysArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    surveyRoutes(app, deps);
    await app.register(surveyAdminRoutes(deps.store));
  };
