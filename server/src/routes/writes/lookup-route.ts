import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_WRITE_LIMIT } from '../../plugins/write-limits';
import { langParams } from '../core/lang';
import { writeCallRoute } from './route-path';
import type { AnsweredData, AnsweredRouteSpec, AnswerSchema } from './call-spec';
import {
  refuseContract,
  refuseWrite,
  WriteRefusal,
  type WritePathDependencies,
} from './write-route';

export interface LookupContext {
  lang: ContentLang;
  now: number;
  /** What a guard found before (the member of a member call), and headers of the answer. */
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A look-up of something a visitor sent, by its number and secret (docs/writes.md, Follow-ups),
 * or a member call that needs no idempotency key (docs/members.md, The calls): POST, so the
 * secret travels in the body and never in a URL; the shared contract (400 naming each field); a
 * limit per client, so secrets cannot be guessed by trying them; kept by no cache. A refusal (a
 * wrong secret) is thrown as a WriteRefusal.
 */
export function lookupRoute<I extends z.ZodType, A extends AnswerSchema>(
  app: FastifyInstance,
  deps: WritePathDependencies,
  spec: Omit<AnsweredRouteSpec<I, A>, 'bodyLimit'>,
  handler: (input: z.infer<I>, context: LookupContext) => Promise<AnsweredData<A>>,
): void {
  const limit = spec.limit ?? deps.limit ?? DEFAULT_WRITE_LIMIT;
  // Declared for the client's one contract; the handler's data is typed by it already.
  const schema: FastifySchema = { params: langParams, response: { 200: spec.answer } };
  app.route({
    method: 'POST',
    url: writeCallRoute(spec.name),
    config: {
      cachePolicy: 'visitor',
      rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
    },
    schema,
    handler: async (request, reply) => {
      const { lang } = request.params as { lang: ContentLang };
      const parsed = spec.input.safeParse(request.body ?? {});
      if (!parsed.success) return refuseContract(reply, parsed.error, request.body);
      try {
        const data = await handler(parsed.data, { lang, now: deps.now(), request, reply });
        return { success: true, data };
      } catch (error) {
        if (!(error instanceof WriteRefusal)) throw error;
        return refuseWrite(reply, error);
      }
    },
  });
}
