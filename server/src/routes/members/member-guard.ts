import { memberTokenSchema } from '@ecg/domain/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { keepFromCaches } from '../../plugins/cache-policy';
import { UnauthorizedError } from '../../plugins/errors';
import type { Database } from '../../store/core/schema';
import {
  memberTokenRepository,
  type LiveMemberToken,
  type MemberTokenRepository,
} from '../../store/members/member-token-repository';
import { WriteRefusal } from '../writes/write-route';

/**
 * The member token's check (docs/members.md, The member token). A call that needs a member is
 * registered inside `signedInRoutes`: before its body is checked against the contract, the
 * token in it is looked up by its SHA-256, and a token missing, wrong, ended (idle 30 days, 90
 * days after sign-in) or signed out is a 401, so no one without a token learns what a call wants.
 */

export const SIGN_IN_FIRST = 'body.token: sign in first: this call needs your member token';
export const SIGNED_OUT = 'body.token: your sign-in has ended: sign in again';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member token a member call was let in with (signedInRoutes). */
    memberToken: LiveMemberToken | null;
  }
}

/**
 * Member answers are the member's own: no cache keeps them. The write and look-up routes say so
 * already (cache policy `visitor`); this says it of their refusals too, with the same header.
 */
export function keepMemberAnswersPrivate(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    keepFromCaches(reply);
    return payload;
  });
}

/** The token the guard let in; only inside signedInRoutes. */
export function memberTokenOf(request: FastifyRequest): LiveMemberToken {
  if (!request.memberToken) throw new UnauthorizedError(SIGN_IN_FIRST);
  return request.memberToken;
}

/** Routes that need a live member token in their body; `now` is the server's clock. */
export function signedInRoutes(
  tokens: MemberTokenRepository,
  now: () => number,
  register: FastifyPluginAsyncZod,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.decorateRequest('memberToken', null);
    app.addHook('preHandler', async (request) => {
      const sent = (request.body as { token?: unknown } | null | undefined)?.token;
      const token = memberTokenSchema.safeParse(sent);
      if (!token.success) throw new UnauthorizedError(SIGN_IN_FIRST);
      const live = await tokens.use(token.data, now());
      if (!live) throw new UnauthorizedError(SIGNED_OUT);
      request.memberToken = live;
    });
    await app.register(register);
  };
}

/**
 * Another area's member calls (reviews, the campaign): kept by no cache and behind the member
 * token's check, as the members' own, in a group of their own so the area's public calls stay
 * public. The area's index.ts makes `tokens` of the store (docs/architecture.md, The house).
 */
export const privateMemberRoutes =
  (
    tokens: MemberTokenRepository,
    now: () => number,
    register: FastifyPluginAsyncZod,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    keepMemberAnswersPrivate(app);
    await app.register(signedInRoutes(tokens, now, register));
  };

/**
 * The member of a write, read again in its transaction: a token signed out between the guard
 * and the write (by sign-out everywhere on another phone) writes nothing. A member's writes are
 * made one at a time, as from one phone.
 */
export async function memberInWrite(
  trx: Transaction<Database>,
  token: string,
  now: number,
): Promise<LiveMemberToken> {
  const live = await memberTokenRepository(trx).use(token, now, { inWrite: true });
  if (!live) throw new WriteRefusal(401, SIGNED_OUT);
  return live;
}
