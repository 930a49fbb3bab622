import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suggestionConsoleRepository } from '../../store/suggestions/suggestion-console-repository';
import { suggestionRepository } from '../../store/suggestions/suggestion-repository';
import { suggestionTopicRepository } from '../../store/suggestions/suggestion-topic-repository';
import { requireContentLang } from '../core/lang';
import { loggedChanges } from '../operators/logged-change';
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
    const { store } = deps;
    const topics = suggestionTopicRepository(deps.content);
    requireContentLang(app);
    suggestionRoutes(app, deps, suggestionRepository(store), topics);
    await app.register(
      suggestionAdminRoutes(topics, suggestionConsoleRepository(store), loggedChanges(store)),
    );
  };
