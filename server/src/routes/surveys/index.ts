import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { surveyConsoleRepository } from '../../store/surveys/survey-console-repository';
import { surveyRepository } from '../../store/surveys/survey-repository';
import { surveyResultsRepository } from '../../store/surveys/survey-results-repository';
import { requireContentLang } from '../core/lang';
import { loggedChanges } from '../operators/logged-change';
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
    const { store } = deps;
    requireContentLang(app);
    surveyRoutes(app, deps, surveyRepository(store));
    await app.register(
      surveyAdminRoutes(
        surveyConsoleRepository(store),
        surveyResultsRepository(store),
        loggedChanges(store),
      ),
    );
  };
