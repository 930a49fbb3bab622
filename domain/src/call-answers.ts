import type { z } from 'zod';

/**
 * What one call answers, by method: the schema of its 200 answer. The server's route declares
 * exactly this schema (its answers are serialized by it) and the client parses what it gets
 * with it, so both ends hold one contract per call (docs/architecture.md, The client edge).
 * Each family of calls has its table of these beside its paths: api-answers.ts (the visitor
 * app's calls), member-api-answers.ts, admin-api-answers.ts. The tables import zod, so only
 * code that parses or serves answers loads them; the paths stay free of it.
 */
export type CallAnswers = Partial<Record<'GET' | 'POST', z.ZodType>>;

/** A table of calls' answers: call name → its answers by method. */
export type AnswerTable<Name extends string> = Readonly<Record<Name, CallAnswers>>;

/** The methods a call of a table answers. */
export type MethodOf<T extends AnswerTable<string>, N extends keyof T> = keyof T[N] &
  ('GET' | 'POST');

/** The calls of a table answering a method. */
export type CallsAnswering<T extends AnswerTable<string>, M extends 'GET' | 'POST'> = {
  [N in keyof T]: M extends keyof T[N] ? N : never;
}[keyof T];

/** The parsed answer of a call by a method. */
export type AnswerOf<
  T extends AnswerTable<string>,
  N extends keyof T,
  M extends 'GET' | 'POST',
> = T[N][M & keyof T[N]] extends z.ZodType ? z.output<T[N][M & keyof T[N]]> : never;
