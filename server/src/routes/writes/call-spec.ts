import { envelope } from '@ecg/domain/contracts';
import type { z } from 'zod';
import type { WriteLimit } from '../../plugins/write-limits';
import type { WriteCallName } from './route-path';

/**
 * What a write or a look-up is (write-route.ts, lookup-route.ts): its call, the contract of its
 * body, its limit, and what it answers. A call of a family with a table of answers
 * (domain/src/call-answers.ts) names its table's schema, which its route declares, so the server
 * and the app hold one contract per call (docs/architecture.md); a call without names its data,
 * answered in our envelope.
 */

export interface CallSpec<I extends z.ZodType> {
  name: WriteCallName;
  input: I;
  /** This kind's own limit per client, where the default does not fit. */
  limit?: WriteLimit;
  /** A larger body than the server's default (a report with photos), in bytes. */
  bodyLimit?: number;
}

/** A call whose answer is its `data` in our envelope. */
export interface WriteRouteSpec<I extends z.ZodType, D extends z.ZodType> extends CallSpec<I> {
  data: D;
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

/** The answer a spec declares: its table's, or its data in our envelope. */
export const answerOf = (
  spec: AnsweredRouteSpec<z.ZodType, AnswerSchema> | WriteRouteSpec<z.ZodType, z.ZodType>,
) => ('answer' in spec ? spec.answer : envelope(spec.data));
