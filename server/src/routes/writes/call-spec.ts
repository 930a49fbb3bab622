import type { z } from 'zod';
import type { WriteLimit } from '../../plugins/write-limits';
import type { WriteCallName } from './route-path';

/**
 * What a write or a look-up is (write-route.ts, lookup-route.ts): its call, the contract of its
 * body, its limit, and what it answers. A call of a family with a table of answers
 * (domain/src/call-answers.ts): its route declares its table's schema, so the server and the app
 * hold one contract per call (docs/architecture.md, The client edge).
 */

export interface CallSpec<I extends z.ZodType> {
  name: WriteCallName;
  input: I;
  /** This kind's own limit per client, where the default does not fit. */
  limit?: WriteLimit;
  /** A larger body than the server's default (a report with photos), in bytes. */
  bodyLimit?: number;
}

/** The whole 200 answer of a call, as its family's table holds it (domain/src/call-answers.ts). */
export type AnswerSchema = z.ZodType<{ success: boolean; data?: unknown }>;

/** A call answered by its table's schema, which its route declares (docs/architecture.md). */
export interface AnsweredRouteSpec<
  I extends z.ZodType,
  A extends AnswerSchema,
> extends CallSpec<I> {
  answer: A;
}

/** What a handler gives: the `data` of the answer's success. */
export type AnsweredData<A extends AnswerSchema> = (z.infer<A> & { success: true })['data'];
