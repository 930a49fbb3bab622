import { createHash } from 'node:crypto';
import { memberApiPath, type MemberApiPathName } from '@ecg/domain/member-api-paths';
import {
  ceremonyOptionsSchema,
  errorEnvelopeSchema,
  signedInAnswerSchema,
  type SignedIn,
} from '@ecg/domain/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { buildApp } from '../src/app';
import type { WriteLimit } from '../src/plugins/write-limits';
import { readRelyingParty } from '../src/relying-party';
import type { Kysely } from 'kysely';
import type { Store } from '../src/store/core/database';
import type { WrittenTables } from '../src/store/core/written-tables';
import { closeTestApp, testApp } from './helper';
import type { WrittenEngine } from './written-engines';
import { postForm } from './service-app';
import { softAuthenticator, type SoftAuthenticator } from './members-authenticator.support';

/*
 * What the members' tests share: an app over a seeded store whose clock the test moves, its
 * relying party the default one (http://localhost:8080), and the calls a phone makes.
 */

export const ORIGIN = 'http://localhost:8080';
/** 2026-12-01 10:00 in Taipei. */
export const START = Date.UTC(2026, 11, 1, 2, 0, 0);
export const DAY = 86_400_000;

export interface MembersContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** The seeded content; also the written tables unless they are apart. */
  store: Store;
  /** The written tables: the members' rows. */
  written: Kysely<WrittenTables>;
  clock: number;
}

/** Limits far above any test's calls, so only a test of the limits meets one. */
const UNLIMITED: WriteLimit = { max: 100_000, timeWindowMs: 60_000 };

export function useMembersApp(limit: WriteLimit = UNLIMITED, engine?: WrittenEngine) {
  const context = { clock: START } as MembersContext;
  beforeAll(async () => {
    const members = { relyingParty: readRelyingParty(undefined, 8080), limit };
    Object.assign(context, await testApp({ now: () => context.clock, members }, engine));
  });
  afterAll(() => closeTestApp(context));
  return context;
}

export interface CallOptions {
  key?: string;
  remoteAddress?: string;
  lang?: 'zh-tw' | 'en' | 'ja';
}

/** A member call as the app sends it: POST, JSON, with an idempotency key (new unless given). */
export function call(
  context: MembersContext,
  name: MemberApiPathName,
  payload: unknown,
  { lang = 'zh-tw', ...sent }: CallOptions = {},
) {
  return postForm(context.app, memberApiPath(name, lang), payload, sent);
}

/** The options of a ceremony's first step, checked 200. */
export async function optionsOf(context: MembersContext, name: MemberApiPathName, payload: object) {
  const answer = await call(context, name, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return ceremonyOptionsSchema.parse(answer.json().data) as {
    challengeId: string;
    options: { challenge: string; user: { id: string; name: string; displayName: string } };
  };
}

export interface Enrolled extends SignedIn {
  phone: SoftAuthenticator;
}

/** A new member, enrolled with a passkey on a phone of their own. */
export async function enrol(context: MembersContext, displayName = 'Lin Mei'): Promise<Enrolled> {
  const phone = softAuthenticator(ORIGIN);
  const { challengeId, options } = await optionsOf(context, 'memberRegisterOptions', {
    displayName,
  });
  const answer = await call(context, 'memberRegister', {
    challengeId,
    response: phone.register(options),
    label: 'My phone',
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { ...signedInAnswerSchema.parse(answer.json()).data, phone };
}

/** Signs in with the phone's last passkey (or the one given). */
export async function signIn(context: MembersContext, phone: SoftAuthenticator) {
  const { challengeId, options } = await optionsOf(context, 'memberSignInOptions', {});
  return call(context, 'memberSignIn', { challengeId, response: phone.assert(options) });
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The member a token belongs to, read from the store. */
export async function memberIdOf(store: Kysely<WrittenTables>, token: string): Promise<number> {
  const row = await store
    .selectFrom('member_tokens')
    .select('member_id')
    .where('token_hash', '=', sha256(token))
    .executeTakeFirstOrThrow();
  return row.member_id;
}

/** A refusal's message, the answer checked to be our error envelope. */
export const messageOf = (answer: { json(): unknown }) =>
  errorEnvelopeSchema.parse(answer.json()).message;

/** The member tables and how each names its member, for counting what a member left behind. */
export const MEMBER_TABLES = [
  ['members', 'id'],
  ['member_passkeys', 'member_id'],
  ['member_tokens', 'member_id'],
  ['member_recovery_codes', 'member_id'],
  ['member_challenges', 'member_id'],
  ['member_favourites', 'member_id'],
  ['member_trips', 'member_id'],
  ['reviews', 'member_id'],
  ['member_check_ins', 'member_id'],
  ['member_campaign_coins', 'member_id'],
] as const;

/** How many rows of each member table belong to the member. */
export async function rowsOf(
  store: Kysely<WrittenTables>,
  memberId: number,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of MEMBER_TABLES) {
    const rows = await store
      .selectFrom(table)
      .select(column)
      .where(column, '=', memberId)
      .execute();
    counts[table] = rows.length;
  }
  return counts;
}
