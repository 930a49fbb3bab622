import type {
  API_ANSWERS,
  FACILITY_ANSWERS,
  STATIC_PAGE_FILE_ANSWER,
} from '@ecg/domain/api-answers';
import type { ApiPathName } from '@ecg/domain/api-paths';
import type { AnswerOf, CallsAnswering } from '@ecg/domain/call-answers';
import type { FacilityKind } from '@ecg/domain/rules/facilities';
import type { z } from 'zod';
import { loadChunk } from '../lazy-chunk';
import type * as AnswerAreas from './answer-areas';

/*
 * The client edge's reading of answers (docs/architecture.md, The client edge): every answer of
 * our calls is parsed with the contract its route declares (domain/src/api-answers.ts), so a
 * screen gets the shape the contract promises or the call's error, never a cast.
 *
 * The contracts come with zod, which the first screen cannot carry within its budget; it asks
 * nothing either (its data is in the page, docs/performance.md). So they are loaded with the
 * first call that needs them, while that call travels: no call waits for them beyond its own
 * answer, and the service worker keeps them for the road with every other chunk. Each area's
 * contracts are a chunk of their own (answer-areas.ts): building every call's schemas took the
 * home's first visit, which asks only for the notices, one long task.
 */

type Answers = typeof API_ANSWERS;
type FacilityAnswers = typeof FACILITY_ANSWERS;
export type Method = 'GET' | 'POST';

/** The calls that answer a GET, and those that answer a POST. */
export type GetCall = CallsAnswering<Answers, 'GET'>;
export type PostCall = CallsAnswering<Answers, 'POST'>;

/** A call's whole answer, as its contract reads it. */
export type CallAnswer<N extends ApiPathName, M extends Method> = AnswerOf<Answers, N, M>;

/** The data of an answer `{ success, data }`. */
export type CallData<N extends ApiPathName, M extends Method> =
  CallAnswer<N, M> extends { data: infer D } ? D : never;

/** The calls whose GET answers a page of a list, and the items of such a page. */
export type ListCall = {
  [N in GetCall]: CallData<N, 'GET'> extends { items: unknown[] } ? N : never;
}[GetCall];
export type ItemOf<N extends ListCall> =
  CallData<N, 'GET'> extends { items: (infer T)[] } ? T : never;

/** A facility call's answer, by kind. */
export type FacilityAnswerOf<K extends FacilityKind> = AnswerOf<FacilityAnswers, K, 'GET'>;

/** An answer that is not what its contract says: shown as the call's error, asked again later. */
export class AnswerContractError extends Error {
  constructor(call: string, where: string) {
    super(`The answer of ${call} does not match its contract at ${where || 'its root'}`);
    this.name = 'AnswerContractError';
  }
}

let areas: Promise<typeof AnswerAreas> | undefined;

/** Which area reads each call, loaded with the first call (it is no part of the first screen). */
function answerAreas(): Promise<typeof AnswerAreas> {
  areas ??= loadChunk(() => import('./answer-areas')).catch((error: unknown) => {
    areas = undefined;
    throw error;
  });
  return areas;
}

/** The contracts that read a call's answers, loaded when the call is sent, while it travels. */
export const answerContracts = (name: ApiPathName) =>
  answerAreas().then(({ areaOf, areaContracts }) => areaContracts(areaOf(name)));

/** The facility calls' contracts (the map's area). */
export const facilityContracts = () =>
  answerAreas().then(({ areaContracts }) => areaContracts('map'));

/** A static page's file's contract (the content's area). */
export const staticPageContracts = () =>
  answerAreas().then(({ areaContracts }) => areaContracts('content'));

interface Parser {
  safeParse(
    body: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };
}
interface Issue {
  path: PropertyKey[];
}

async function read<T>(
  call: string,
  schemaIn: (contracts: T) => Parser | undefined,
  body: unknown,
  loading: Promise<T>,
): Promise<unknown> {
  const schema = schemaIn(await loading);
  if (schema === undefined) throw new AnswerContractError(call, 'its method');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const where = result.error.issues[0]?.path.map(String).join('.') ?? '';
  throw new AnswerContractError(call, where);
}

/** A call's answer read by its contract: the contracts' load began before the call was sent. */
export const readAnswer = <N extends ApiPathName, M extends Method>(
  name: N,
  method: M,
  body: unknown,
  loading: Promise<{ ANSWERS: object }> = answerContracts(name),
) =>
  read(
    `${method} ${name}`,
    (contracts) =>
      (contracts.ANSWERS as Partial<Record<ApiPathName, Partial<Record<Method, Parser>>>>)[name]?.[
        method
      ],
    body,
    loading,
  ) as Promise<CallAnswer<N, M>>;

/** A facility call's answer read by its kind's contract. */
export const readFacilityAnswer = <K extends FacilityKind>(
  kind: K,
  body: unknown,
  loading = facilityContracts(),
) =>
  read(
    `facilities ${kind}`,
    (contracts) => contracts.FACILITY_ANSWERS[kind].GET,
    body,
    loading,
  ) as Promise<FacilityAnswerOf<K>>;

/** A static page's file read by the page's contract. */
export const readStaticPageFile = (body: unknown, loading = staticPageContracts()) =>
  read(
    'static page file',
    (contracts) => contracts.STATIC_PAGE_FILE_ANSWER,
    body,
    loading,
  ) as Promise<z.output<typeof STATIC_PAGE_FILE_ANSWER>>;
