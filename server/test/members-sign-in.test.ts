import { ceremonyOptionsAnswerSchema, signedInAnswerSchema } from '@ecg/domain/contracts';
import { MEMBER_CHALLENGE_MS } from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_GONE } from '../src/routes/members/ceremony-steps';
import { UNKNOWN_PASSKEY } from '../src/routes/members/sign-in';
import { NOT_VERIFIED } from '../src/routes/members/webauthn';
import { softAuthenticator, type Bend } from './members-authenticator.support';
import {
  call,
  DAY,
  enrol,
  memberIdOf,
  messageOf,
  optionsOf,
  ORIGIN,
  sha256,
  START,
  useMembersApp,
} from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Signing in with a passkey (docs/members.md, Signing in): sign-in-options asks for any of our
   * passkeys the phone holds, sign-in checks the assertion and opens a token.
   */
  const context = useMembersApp(undefined, engine);

  const tokensOf = async (memberId: number) =>
    (
      await context.written
        .selectFrom('member_tokens')
        .select('token_hash')
        .where('member_id', '=', memberId)
        .execute()
    ).map((row) => row.token_hash);

  async function signInWith(phone = softAuthenticator(ORIGIN), bend: Bend = {}) {
    const { challengeId, options } = await optionsOf(context, 'memberSignInOptions', {});
    const response = phone.assert(options, phone.passkeys.at(-1), bend);
    return {
      challengeId,
      response,
      answer: await call(context, 'memberSignIn', { challengeId, response }),
    };
  }

  describe('POST sign-in-options', () => {
    it('asks for any passkey of ours the phone holds, verified, and keeps the challenge', async () => {
      context.clock = START;
      const answer = await call(context, 'memberSignInOptions', {});
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { challengeId, options } = ceremonyOptionsAnswerSchema.parse(answer.json()).data;
      expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
      expect(options.allowCredentials ?? []).toEqual([]);
      const row = await context.written
        .selectFrom('member_challenges')
        .selectAll()
        .where('id', '=', challengeId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        challenge: options.challenge,
        ceremony: 'sign-in',
        member_id: null,
      });
    });

    it('refuses a body that is not an object with a 400', async () => {
      const answer = await call(context, 'memberSignInOptions', [1]);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toMatch(/^body/);
    });
  });

  describe('POST sign-in', () => {
    it('opens a new token and moves the counter and the last use of the passkey', async () => {
      context.clock = START;
      const member = await enrol(context);
      const memberId = await memberIdOf(context.written, member.token);
      context.clock = START + DAY;
      const { answer } = await signInWith(member.phone);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = signedInAnswerSchema.parse(answer.json());
      expect(data).toEqual({
        member: { displayName: 'Lin Mei', createdAt: START },
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: START + 31 * DAY,
      });
      expect(await tokensOf(memberId)).toEqual(
        expect.arrayContaining([sha256(member.token), sha256(data.token)]),
      );
      const passkey = await context.written
        .selectFrom('member_passkeys')
        .select(['counter', 'last_used_at'])
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(passkey).toEqual({ counter: 1, last_used_at: START + DAY });
    });

    it('acts on one assertion once: sent again it opens nothing', async () => {
      context.clock = START;
      const member = await enrol(context);
      const memberId = await memberIdOf(context.written, member.token);
      const { challengeId, response, answer } = await signInWith(member.phone);
      expect(answer.statusCode).toBe(200);
      const again = await call(context, 'memberSignIn', { challengeId, response });
      expect(again.statusCode).toBe(401);
      expect(messageOf(again)).toBe(CHALLENGE_GONE);
      expect(await tokensOf(memberId)).toHaveLength(2);
    });

    it('refuses an assertion five minutes after its options', async () => {
      context.clock = START;
      const member = await enrol(context);
      const { challengeId, options } = await optionsOf(context, 'memberSignInOptions', {});
      context.clock = START + MEMBER_CHALLENGE_MS;
      const answer = await call(context, 'memberSignIn', {
        challengeId,
        response: member.phone.assert(options),
      });
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(CHALLENGE_GONE);
    });

    it.each([
      ['made for another site', { origin: 'https://evil.example' }, NOT_VERIFIED],
      ['without the phone unlocked (UV flag off)', { userVerified: false }, NOT_VERIFIED],
      ['of a new passkey, not a sign-in', { type: 'webauthn.create' }, NOT_VERIFIED],
      ["naming another member's account", { userHandle: 'c29tZW9uZS1lbHNl' }, NOT_VERIFIED],
    ])('refuses an assertion %s', async (_case, bend, message) => {
      context.clock = START;
      const member = await enrol(context);
      const memberId = await memberIdOf(context.written, member.token);
      const { answer } = await signInWith(member.phone, bend);
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(message);
      expect(await tokensOf(memberId)).toHaveLength(1);
    });

    it('takes an assertion without a userHandle, the passkey naming its member', async () => {
      context.clock = START;
      const member = await enrol(context);
      const { answer } = await signInWith(member.phone, { userHandle: null });
      expect(answer.statusCode).toBe(200);
    });

    it('refuses a passkey not registered here', async () => {
      context.clock = START;
      const stranger = softAuthenticator(ORIGIN);
      stranger.register({ challenge: 'AAAA', user: { id: 'AAAA' } });
      const { answer } = await signInWith(stranger);
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(UNKNOWN_PASSKEY);
    });

    it('refuses a cloned passkey whose counter goes back', async () => {
      context.clock = START;
      const member = await enrol(context);
      expect((await signInWith(member.phone)).answer.statusCode).toBe(200);
      member.phone.passkeys[0]!.counter = 0;
      const { answer } = await signInWith(member.phone);
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(NOT_VERIFIED);
    });

    it.each([
      [
        'no challengeId',
        (p: Record<string, unknown>) => ({ ...p, challengeId: undefined }),
        'body.challengeId',
      ],
      [
        'no signature',
        (p: Record<string, unknown>) => withResponse(p, { signature: undefined }),
        'body.response.response.signature',
      ],
      [
        'authenticator data not base64url',
        (p: Record<string, unknown>) => withResponse(p, { authenticatorData: '%%' }),
        'body.response.response.authenticatorData',
      ],
      [
        'a userHandle too long',
        (p: Record<string, unknown>) => withResponse(p, { userHandle: 'A'.repeat(129) }),
        'body.response.response.userHandle',
      ],
    ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
      context.clock = START;
      const member = await enrol(context);
      const { challengeId, options } = await optionsOf(context, 'memberSignInOptions', {});
      const payload = change({ challengeId, response: member.phone.assert(options) });
      const answer = await call(context, 'memberSignIn', payload);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field);
    });
  });

  function withResponse(payload: Record<string, unknown>, fields: Record<string, unknown>) {
    const response = payload.response as { response: Record<string, unknown> };
    return { ...payload, response: { ...response, response: { ...response.response, ...fields } } };
  }
});
