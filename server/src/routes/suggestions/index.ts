import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireContentLang } from '../core/lang';
import type { WriteDependencies } from '../writes/write-route';
import { suggestionAdminRoutes } from './admin-suggestions';
import { suggestionRoutes } from './suggestions';

/**
 * Suggestions (requirements §7): what visitors send and track by number and code, and the
 * console's section that reads and replies to them.
 */
export const suggestionsArea =
  (deps: WriteDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    suggestionRoutes(app, deps);
    await app.register(suggestionAdminRoutes(deps.store));
  };
