import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import {
  suggestionQuerySchema,
  suggestionReplyRequestSchema,
  suggestionsQuerySchema,
  suggestionTopicsQuerySchema,
} from '@ecg/domain/contracts/admin-suggestions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../plugins/errors';
import {
  suggestionConsoleRepository,
  type SuggestionConsoleRepository,
} from '../../store/suggestions/suggestion-console-repository';
import type { SuggestionTopicRepository } from '../../store/suggestions/suggestion-topic-repository';
import { operatorOf, operatorRoutes } from '../operators/admin-guard';
import type { LoggedChange } from '../operators/logged-change';

/**
 * Suggestions from the console (docs/architecture.md, Operator console): listed by status, topic
 * and day, read whole with the visitor's contact, and replied to; the visitor reads the reply with
 * their number and code. The reply and its log line are one transaction.
 */
export const suggestionAdminRoutes = (
  topics: SuggestionTopicRepository,
  consoleSuggestions: SuggestionConsoleRepository,
  changes: LoggedChange,
): FastifyPluginAsyncZod =>
  operatorRoutes('staff', async (app) => {
    app.get(
      ADMIN_API_PATHS.suggestions,
      {
        schema: {
          querystring: suggestionsQuerySchema,
          response: { 200: ADMIN_ANSWERS.suggestions.GET },
        },
      },
      async (request) => {
        const { page, pageSize, ...filter } = request.query;
        const { items, total } = await consoleSuggestions.list({
          ...filter,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return { success: true, data: { items, total, page, pageSize } };
      },
    );

    app.get(
      ADMIN_API_PATHS.suggestion,
      {
        schema: {
          querystring: suggestionQuerySchema,
          response: { 200: ADMIN_ANSWERS.suggestion.GET },
        },
      },
      async (request) => {
        const found = await consoleSuggestions.record(request.query.number);
        if (!found) throw new NotFoundError('No suggestion has this number');
        return { success: true, data: found };
      },
    );

    app.get(
      ADMIN_API_PATHS.suggestionTopics,
      {
        schema: {
          querystring: suggestionTopicsQuerySchema,
          response: { 200: ADMIN_ANSWERS.suggestionTopics.GET },
        },
      },
      async (request) => ({
        success: true,
        data: await topics.topics(request.query.lang),
      }),
    );

    app.post(
      ADMIN_API_PATHS.suggestionReply,
      {
        schema: {
          body: suggestionReplyRequestSchema,
          response: { 200: ADMIN_ANSWERS.suggestionReply.POST },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const { number, text } = request.body;
        const replied = await changes(
          operator,
          { invalid: 'text' },
          (trx) =>
            suggestionConsoleRepository(trx).reply({
              number,
              text,
              operatorId: String(operator.id),
              at: operator.at,
            }),
          () => ({
            action: 'suggestion.reply',
            subjectKind: 'suggestion',
            subjectId: number,
            detail: { textLength: text.length },
          }),
        );
        return { success: true, data: replied };
      },
    );
  });
