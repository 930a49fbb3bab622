import { API_ANSWERS } from '@ecg/domain/api-answers';
import { apiRoute } from '@ecg/domain/api-paths';
import type { AnswerOf, CallsAnswering } from '@ecg/domain/call-answers';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { keepFromCaches } from '../../plugins/cache-policy';
import { BadRequestError } from '../../plugins/errors';
import { langParams, requireContentLang } from '../core/lang';

type Answers = typeof API_ANSWERS;
type Method = 'GET' | 'POST';

/**
 * What a live provider answers for a call: its whole answer but `success` (its data, where it
 * came from, and any field beside them, such as the parking call's switchBoard).
 */
export type LiveResult<N extends CallsAnswering<Answers, M>, M extends Method> = Omit<
  AnswerOf<Answers, N, M>,
  'success'
>;

export interface LiveRouteSpec<
  I extends z.ZodType,
  N extends CallsAnswering<Answers, M>,
  M extends Method,
> {
  /**
   * The call's path (API_PATHS) and method, as requirements §7 gives them; its answer is the
   * one api-answers.ts holds for them.
   */
  name: N;
  method: M;
  /**
   * The request's fields, read from the query and, for a POST, from the JSON body too (the body
   * wins where both have a field): the spec sends some POSTs' fields in the query.
   */
  input: I;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** "request.lat: lat must be a number": the field first, as every other 400 of the server. */
function inputOf<I extends z.ZodType>(schema: I, query: unknown, body: unknown): z.infer<I> {
  if (body !== undefined && body !== null && !isObject(body)) {
    throw new BadRequestError('body: must be a JSON object');
  }
  const fields: Record<string, unknown> = { ...(isObject(query) ? query : {}), ...(body ?? {}) };
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw new BadRequestError(
    parsed.error.issues
      .map((issue) => {
        const field = issue.path.join('.');
        // A field left out is said to be missing, not to be of the wrong type.
        const missing =
          issue.code === 'invalid_type' && fields[String(issue.path[0])] === undefined;
        return `request${field ? `.${field}` : ''}: ${missing ? `${field} is required` : issue.message}`;
      })
      .join('; '),
  );
}

/**
 * One live call (docs/live-data.md): the language in the path, the input checked against its
 * shared contract, the answer wrapped as `{success, data, meta}` and written by the call's one
 * contract (api-answers.ts), and the live cache policy (kept a minute by shared caches, never by
 * the service worker), except for an answer about a position, which no cache keeps. A
 * provider's failure is its own 503, naming the upstream.
 */
export function liveRoute<
  I extends z.ZodType,
  M extends Method,
  N extends CallsAnswering<Answers, M>,
>(
  app: FastifyInstance,
  spec: LiveRouteSpec<I, N, M>,
  answer: (input: z.infer<I>, lang: ContentLang) => Promise<LiveResult<N, M>>,
): void {
  const response: z.ZodType = (API_ANSWERS[spec.name] as Record<M, z.ZodType>)[spec.method];
  app.route({
    method: spec.method,
    url: apiRoute(spec.name),
    config: { cachePolicy: 'live' },
    schema: { params: langParams, response: { 200: response } },
    handler: async (request, reply) => {
      const input = inputOf(spec.input, request.query, request.body);
      // A position is the visitor's own (or a place the visitor looked at): no shared cache
      // keeps an answer to it, as no cache keeps the facility calls (docs/map.md).
      if (isObject(input) && input.lat !== undefined) keepFromCaches(reply);
      const { lang } = request.params as { lang: ContentLang };
      return { success: true, ...(await answer(input, lang)) };
    },
  });
}

/** A plugin of live routes, each added with liveRoute; the language is checked before them. */
export const liveRoutes =
  (register: (app: FastifyInstance) => void): FastifyPluginAsyncZod =>
  async (app) => {
    requireContentLang(app);
    register(app);
  };
