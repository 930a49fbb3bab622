import { QueryClient } from '../query';
import { memberApiPath, type MemberApiPathName } from '@ecg/domain/member-api-paths';
import { errorEnvelopeSchema, IDEMPOTENCY_HEADER, type FormIssue } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { z } from 'zod';
import { appCall, TimeoutError, type Answer } from '../api/http';
import { newIdempotencyKey } from '../api/idempotency-key';
import { endMemberSession } from './member-session';

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

type Envelope = z.ZodType<{ success: boolean; data: unknown }>;

function problemOf(answer: Answer, tokenSent: boolean): MemberProblem {
  const refusal = errorEnvelopeSchema.safeParse(answer.body);
  const said = refusal.success ? refusal.data : undefined;
  switch (answer.status) {
    case 400:
      return { kind: 'refused', issues: said?.issues ?? [], message: said?.message ?? '' };
    case 401:
      // Only a token can be wrong: a sign-in's 401 (a passkey the server does not know) is
      // that ceremony's failure, not a sign-out.
      if (!tokenSent) return { kind: 'notAccepted' };
      endMemberSession(true);
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
 * (none is a content call: domain/src/member-api-paths.ts), nor the query persister's. Resolves with
 * the answer's data as its contract reads it; fails with a MemberCallError.
 */
export async function memberCall<S extends Envelope>(
  name: MemberApiPathName,
  lang: ContentLang,
  body: object,
  answerSchema: S,
): Promise<z.infer<S>['data']> {
  let answer: Answer;
  try {
    // Every member write carries a key of its own (docs/writes.md); the reads ignore it. A
    // visitor's retry is a new press, so a new key: nothing here is sent twice by itself.
    answer = await appCall(memberApiPath(name, lang), {
      body,
      cache: 'no-store',
      headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
    });
  } catch (error) {
    throw new MemberCallError({ kind: error instanceof TimeoutError ? 'failed' : 'offline' });
  }
  if (!answer.ok) throw new MemberCallError(problemOf(answer, 'token' in body), answer.body);
  const parsed = answerSchema.safeParse(answer.body);
  if (!parsed.success || !parsed.data.success) {
    console.warn(`${name}: an answer the contract does not read`, parsed.error ?? answer.body);
    throw new MemberCallError({ kind: 'failed' });
  }
  return parsed.data.data;
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
