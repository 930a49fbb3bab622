import { createHash } from 'node:crypto';
import {
  formIssuesOf,
  idempotencyKeySchema,
  IDEMPOTENCY_HEADER,
  type FormIssue,
} from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_WRITE_LIMIT, type WriteLimit } from '../../plugins/write-limits';
import type { Store } from '../../store/core/database';
import type { WrittenTables } from '../../store/core/written-tables';
import {
  WRITE_ANSWER_KEPT_MS,
  writeRequestRepository,
  type WriteKey,
} from '../../store/writes/write-request-repository';
import { langParams } from '../core/lang';
import type { AnsweredData, AnsweredRouteSpec, AnswerSchema } from './call-spec';
import { writeCallRoute } from './route-path';

/**
 * A write refused for what it asks (a batch already full, a wrong secret, a report already made,
 * a member's passkey that does not verify): nothing is written and the key is let go. `issues`
 * name the fields; `extra` goes beside the message (the report a duplicate can join).
 */
export class WriteRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 422,
    message: string,
    readonly issues?: FormIssue[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface WriteContext {
  lang: ContentLang;
  /** The server's clock when the write arrived (epoch ms). */
  now: number;
  /** The request, for whom it came from (a report's reporter, docs/reviews.md). */
  request: FastifyRequest;
  /**
   * Runs the write in one transaction with the keeping of its answer: the answer is sent only
   * after both are committed. Slow preparation (resizing photos) is done before calling it.
   */
  commit<D>(
    work: (trx: Transaction<WrittenTables>) => Promise<WriteOutcome<D>>,
  ): Promise<WriteOutcome<D>>;
}

export interface WriteOutcome<D> {
  status: 200 | 201;
  data: D;
}

/** What the write path itself needs: where each write is kept, the clock and the limits. */
export interface WritePathDependencies {
  /**
   * Where each write's transaction and idempotency key are kept: the written tables, on SQLite or
   * PostgreSQL (docs/operations.md, Written data in PostgreSQL). The forms' routes never read it:
   * they read through their area's repositories and write through those of `commit`'s transaction.
   */
  store: Kysely<WrittenTables>;
  now: () => number;
  /** Every write's limit per client unless a route sets its own (options of buildApp). */
  limit?: WriteLimit;
  /** How long a running write holds its key (WRITE_LEASE_MS unless the deployment says). */
  leaseMs?: number;
}

/** What buildApp gives the form areas: their index.ts makes the repositories of it. */
export interface WriteDependencies extends WritePathDependencies {
  /**
   * The seeded content, read only: what a form reads of it (a topic, a visitor centre, a place's
   * name) is read here, never from `store` (docs/operations.md, Written data in PostgreSQL), and
   * before `commit`: on SQLite both are one connection, which the write's transaction holds.
   */
  content: Store;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body with its keys sorted at every level, so the same form hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('base64url');

function refuse(reply: FastifyReply, status: number, message: string, rest: object = {}) {
  return reply.code(status).send({ success: false, message, ...rest });
}

/** "body.contact.email: email must be an email address": the field first, as every 400 here. */
function contractRefusal(error: z.ZodError, sent: unknown) {
  const message = error.issues
    .map((issue) => `body${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`)
    .join('; ');
  return { message, issues: formIssuesOf(error, sent) };
}

/** A form the shared contract refuses: a 400 naming each field. */
export function refuseContract(reply: FastifyReply, error: z.ZodError, sent: unknown) {
  const { message, issues } = contractRefusal(error, sent);
  return refuse(reply, 400, message, { issues });
}

/** A write refused for what it asks: its status, message, fields and what goes beside them. */
export function refuseWrite(reply: FastifyReply, error: WriteRefusal) {
  return refuse(reply, error.statusCode, error.message, {
    ...(error.issues ? { issues: error.issues } : {}),
    ...error.extra,
  });
}

/**
 * One write of the service area (docs/writes.md): the shared contract (400 naming
 * each field), the client's limit (429, counted before the body is read), the idempotency key
 * (the same key and body: the first answer again; another body: 422; still running: 409), one
 * transaction, and the answer only after its commit. No cache keeps any of it.
 */
export function writeRoute<I extends z.ZodType, A extends AnswerSchema>(
  app: FastifyInstance,
  deps: WritePathDependencies,
  spec: AnsweredRouteSpec<I, A>,
  handler: (input: z.infer<I>, context: WriteContext) => Promise<WriteOutcome<AnsweredData<A>>>,
): void {
  const requests = writeRequestRepository(deps.store, deps.leaseMs);
  const limit = spec.limit ?? deps.limit ?? DEFAULT_WRITE_LIMIT;
  const answerSchema = spec.answer;
  // Declared, not serialized by: the answer sent is the text kept, parsed by it at the commit.
  const schema: FastifySchema = {
    params: langParams,
    response: { 200: answerSchema, 201: answerSchema },
  };
  let forgotAt = 0;

  app.route({
    method: 'POST',
    url: writeCallRoute(spec.name),
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    config: {
      cachePolicy: 'visitor',
      rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
    },
    schema,
    handler: async (request, reply) => {
      const { lang } = request.params as { lang: ContentLang };
      const parsed = spec.input.safeParse(request.body ?? {});
      if (!parsed.success) return refuseContract(reply, parsed.error, request.body);
      const key = idempotencyKeySchema.safeParse(request.headers[IDEMPOTENCY_HEADER]);
      if (!key.success) {
        return refuse(reply, 400, `headers.${IDEMPOTENCY_HEADER}: ${key.error.issues[0]?.message}`);
      }
      const now = deps.now();
      if (now - forgotAt > 3_600_000) {
        forgotAt = now;
        await requests.forgetBefore(now - WRITE_ANSWER_KEPT_MS);
      }
      const writeKey: WriteKey = { route: spec.name, key: key.data };
      const claim = await requests.claim(writeKey, fingerprintOf(request.body), now);
      if (claim.kind === 'mismatch') {
        return refuse(reply, 422, `headers.${IDEMPOTENCY_HEADER}: already used for another form`);
      }
      if (claim.kind === 'running') {
        return refuse(reply, 409, `headers.${IDEMPOTENCY_HEADER}: this form is still being saved`);
      }
      if (claim.kind === 'replay') {
        return reply.code(claim.status).type('application/json').send(claim.answer);
      }

      // The answer sent is the very text kept, so a replay is the same to the byte.
      let answer: string | undefined;
      const commit: WriteContext['commit'] = async (work) => {
        const outcome = await deps.store.transaction().execute(async (trx) => {
          const inWrite = writeRequestRepository(trx, deps.leaseMs);
          await inWrite.renew(writeKey, deps.now());
          const done = await work(trx);
          const text = JSON.stringify(answerSchema.parse({ success: true, data: done.data }));
          await inWrite.complete(writeKey, done.status, text);
          answer = text;
          return done;
        });
        return outcome;
      };
      try {
        const outcome = await handler(parsed.data, { lang, now, request, commit });
        if (answer === undefined) throw new Error(`${spec.name}: the write was not committed`);
        return reply.code(outcome.status).type('application/json').send(answer);
      } catch (error) {
        await requests.release(writeKey);
        if (!(error instanceof WriteRefusal)) throw error;
        return refuseWrite(reply, error);
      }
    },
  });
}
