import { QueryClient } from '../query';
import type { CallsAnswering } from '@ecg/domain/call-answers';
import { errorEnvelopeSchema, IDEMPOTENCY_HEADER, type FormIssue } from '@ecg/domain/contracts';
import type { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import { memberApiPath } from '@ecg/domain/member-api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { appCall, TimeoutError, type Answer } from '../api/http';
import { newIdempotencyKey } from '../api/idempotency-key';
import { readMemberAnswer, type MemberAnswer } from './member-answers';
import { memberTokenRefused } from './member-session';

/**
 * What a member call came to when it did not give its data (docs/members.md): the server's
 * 400 with its fields, 401 (the token wrong, expired or revoked: signed out here at once), 404,
 * 409 with the server's own message (the last passkey), 429, no network, or anything else; or
 * what the browser's ceremony between its two calls came to.
 */
export type MemberProblem =
  | { kind: 'refused'; issues: FormIssue[]; message: string }
  | { kind: 'signedOut' }
  | { kind: 'notFound' }
  // A 401 to a call without a token: the passkey or recovery code was not accepted (unknown,
  // used, or its challenge expired), which the server does not tell apart.
  | { kind: 'notAccepted' }
  | { kind: 'conflict'; message: string; reason?: string | undefined }
  | { kind: 'tooMany' }
  | { kind: 'offline' }
  | { kind: 'failed' }
  // The browser's passkey ceremony (ceremony.ts): cancelled or timed out, a passkey this
  // device already holds for the account, or any other refusal of the browser.
  | { kind: 'cancelled' }
  | { kind: 'alreadyRegistered' }
  | { kind: 'passkeyFailed' };

export class MemberCallError extends Error {
  /** `body`: what the server answered with the refusal, for a call whose refusal says more. */
  constructor(
    readonly problem: MemberProblem,
    readonly body?: unknown,
  ) {
    super(`member call failed: ${problem.kind}`);
    this.name = 'MemberCallError';
  }
}

/** A member call sent as a POST: every one but the reviews' public reads. */
export type MemberPostName = CallsAnswering<typeof MEMBER_ANSWERS, 'POST'>;

/** An answer that says success, and so holds its data. */
type Succeeded<A> = A & { success: true; data?: unknown };

/** The data of a member call's successful answer. */
export type MemberData<N extends MemberPostName> = Succeeded<MemberAnswer<N, 'POST'>>['data'];

const succeeded = <A extends { success: boolean }>(answer: A): answer is Succeeded<A> =>
  answer.success;

/** The data of an answer that says success; any other fails as an answer the app cannot read. */
function dataOf<A extends { success: boolean; data?: unknown }>(
  name: string,
  answer: A,
): Succeeded<A>['data'] {
  if (succeeded(answer)) return answer.data;
  console.warn(`${name}: an answer without success`, answer);
  throw new MemberCallError({ kind: 'failed' });
}

function problemOf(answer: Answer, tokenSent: string | undefined): MemberProblem {
  const refusal = errorEnvelopeSchema.safeParse(answer.body);
  const said = refusal.success ? refusal.data : undefined;
  switch (answer.status) {
    case 400:
      return { kind: 'refused', issues: said?.issues ?? [], message: said?.message ?? '' };
    case 401:
      // Only a token can be wrong: a sign-in's 401 (a passkey the server does not know) is
      // that ceremony's failure, not a sign-out.
      if (tokenSent === undefined) return { kind: 'notAccepted' };
      memberTokenRefused(tokenSent);
      return { kind: 'signedOut' };
    case 404:
      return { kind: 'notFound' };
    case 409:
      return { kind: 'conflict', message: said?.message ?? '', reason: said?.reason };
    case 429:
      return { kind: 'tooMany' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * One member call: a POST of `body` as JSON (the token, where the call needs one, inside it),
 * online only and kept by no cache, neither the browser's (`no-store`) nor the service worker's
 * (none is a content call: domain/src/member-api-paths.ts), nor the query persister's. Resolves
 * with the whole answer as the call's contract reads it (member-answers.ts), whether it says
 * success or not; fails with a MemberCallError. `key`: the write's Idempotency-Key, when a
 * second press must send the same one (docs/writes.md).
 */
export async function memberAnswer<N extends MemberPostName>(
  name: N,
  lang: ContentLang,
  body: object,
  key: string = newIdempotencyKey(),
): Promise<MemberAnswer<N, 'POST'>> {
  let answer: Answer;
  try {
    // Every member write carries a key (docs/writes.md); the reads ignore it. A visitor's retry
    // is a new press, so a new key, but where the caller keeps one for a second press (the
    // report's dialog): nothing here is sent twice by itself.
    answer = await appCall(memberApiPath(name, lang), {
      body,
      cache: 'no-store',
      headers: { [IDEMPOTENCY_HEADER]: key },
    });
  } catch (error) {
    throw new MemberCallError({ kind: error instanceof TimeoutError ? 'failed' : 'offline' });
  }
  const tokenSent = 'token' in body && typeof body.token === 'string' ? body.token : undefined;
  if (!answer.ok) throw new MemberCallError(problemOf(answer, tokenSent), answer.body);
  const read = readMemberAnswer(name, 'POST', answer.body);
  if (read === undefined) throw new MemberCallError({ kind: 'failed' });
  return read;
}

/** A member call whose answer is its data: an answer that does not say success fails as any. */
export async function memberCall<N extends MemberPostName>(
  name: N,
  lang: ContentLang,
  body: object,
  key?: string,
): Promise<MemberData<N>> {
  return dataOf(name, await memberAnswer(name, lang, body, key));
}

/** The problem of a failed call or ceremony step, for the screen to say. */
export const problemOfError = (error: unknown): MemberProblem =>
  error instanceof MemberCallError ? error.problem : { kind: 'failed' };

/**
 * A query client for a member's answers (docs/members.md): never the app's, whose answers are
 * saved on the device (lib/query-client.ts), so nothing tied to a person outlives the page.
 * Shared by the member page and My trips.
 */
export function createMemberQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false },
    },
  });
}
