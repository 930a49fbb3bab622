import type { AnswerOf } from '@ecg/domain/call-answers';
import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import type { z } from 'zod';

type MemberAnswers = typeof MEMBER_ANSWERS;

/** A member call (domain/src/member-api-paths.ts) by name. */
export type MemberCallName = keyof MemberAnswers;

/** The methods a member call answers. */
export type MemberMethod<N extends MemberCallName> = keyof MemberAnswers[N];

/** A member call's answer by a method, as its contract reads it. */
export type MemberAnswer<N extends MemberCallName, M extends MemberMethod<N>> = AnswerOf<
  MemberAnswers,
  N,
  M & ('GET' | 'POST')
>;

/**
 * The table seen by what each schema reads, so that a call's schema, found by a name and a
 * method given as type parameters, reads that call's answer type (AnswerOf).
 */
const ANSWER_SCHEMAS: {
  [N in MemberCallName]: { [M in MemberMethod<N>]: z.ZodType<MemberAnswer<N, M>> };
} = MEMBER_ANSWERS;

/**
 * What the app receives of a member call, read by the one contract its route declares
 * (domain/src/member-api-answers.ts; docs/architecture.md): every member answer, the member
 * calls', the reviews' public reads, the report and the favourites save, is read here. An answer
 * the contract does not read is said in the console and comes back undefined, for the caller to
 * fail as it fails an unsuccessful answer.
 */
export function readMemberAnswer<N extends MemberCallName, M extends MemberMethod<N>>(
  name: N,
  method: M,
  body: unknown,
): MemberAnswer<N, M> | undefined {
  const parsed = ANSWER_SCHEMAS[name][method].safeParse(body);
  if (parsed.success) return parsed.data;
  console.warn(`${name}: an answer the contract does not read`, parsed.error);
  return undefined;
}
