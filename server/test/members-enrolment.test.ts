import { ceremonyOptionsAnswerSchema, signedInAnswerSchema } from '@ecg/domain/contracts';
import { MEMBER_CHALLENGE_MS } from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_GONE } from '../src/routes/members/ceremony-steps';
import { NOT_VERIFIED } from '../src/routes/members/webauthn';
import { softAuthenticator } from './members-authenticator.support';
import {
  call,
  enrol,
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
   * Enrolment (docs/members.md, Becoming a member): register-options, then register with the
   * phone's new passkey, as a phone's passkey provider answers (members-authenticator.support.ts).
   */
  const context = useMembersApp(undefined, engine);

  const membersCount = async () =>
    (await context.written.selectFrom('members').select('id').execute()).length;

  async function started(displayName = 'Lin Mei') {
    context.clock = START;
    const phone = softAuthenticator(ORIGIN);
    return { phone, ...(await optionsOf(context, 'memberRegisterOptions', { displayName })) };
  }

  describe('POST register-options', () => {
    it('asks for a discoverable passkey, verified by the phone, and keeps its challenge', async () => {
      context.clock = START;
      const answer = await call(context, 'memberRegisterOptions', { displayName: ' Lin Mei ' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { challengeId, options } = ceremonyOptionsAnswerSchema.parse(answer.json()).data;
      expect(options).toMatchObject({
        rp: { id: 'localhost', name: 'East Coast Guide' },
        user: { name: 'Lin Mei', displayName: 'Lin Mei' },
        attestation: 'none',
        excludeCredentials: [],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        pubKeyCredParams: [{ alg: -7 }, { alg: -8 }, { alg: -257 }],
      });
      const user = options.user as { id: string };
      expect(Buffer.from(user.id, 'base64url')).toHaveLength(32);
      const row = await context.written
        .selectFrom('member_challenges')
        .selectAll()
        .where('id', '=', challengeId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        challenge: options.challenge,
        ceremony: 'register',
        member_id: null,
        display_name: 'Lin Mei',
        user_handle: user.id,
        created_at: START,
      });
    });

    it.each([
      [{}, 'body.displayName'],
      [{ displayName: '' }, 'body.displayName: displayName must not be empty'],
      [{ displayName: 'x'.repeat(41) }, 'body.displayName: displayName must be at most 40'],
      [{ displayName: 'Mei\u202e' }, 'body.displayName'],
      [{ displayName: 42 }, 'body.displayName'],
    ])('refuses %j with a 400 naming the field', async (payload, field) => {
      const answer = await call(context, 'memberRegisterOptions', payload);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field);
    });
  });

  describe('POST register', () => {
    it('makes the member, the passkey, ten recovery codes and a token, keeping only hashes', async () => {
      const before = await membersCount();
      const { phone, challengeId, options } = await started();
      const response = phone.register(options);
      const answer = await call(context, 'memberRegister', {
        challengeId,
        response,
        label: 'Pixel',
      });
      expect(answer.statusCode).toBe(201);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = signedInAnswerSchema.parse(answer.json());
      expect(data.member).toEqual({ displayName: 'Lin Mei', createdAt: START });
      expect(data.expiresAt).toBe(START + 30 * 86_400_000);
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Set(data.recoveryCodes).size).toBe(10);

      expect(await membersCount()).toBe(before + 1);
      const member = await context.written
        .selectFrom('members')
        .selectAll()
        .where('user_handle', '=', options.user.id)
        .executeTakeFirstOrThrow();
      expect(member).toMatchObject({ display_name: 'Lin Mei', points_key: 0, points_coin: 0 });
      const passkey = await context.written
        .selectFrom('member_passkeys')
        .selectAll()
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(passkey).toMatchObject({
        credential_id: response.id,
        counter: 0,
        transports: '["internal"]',
        label: 'Pixel',
        created_at: START,
        last_used_at: null,
      });
      const codes = await context.written
        .selectFrom('member_recovery_codes')
        .select(['code_hash', 'used_at'])
        .where('member_id', '=', member.id)
        .execute();
      expect(codes.map((code) => code.code_hash).sort()).toEqual(
        data.recoveryCodes!.map(sha256).sort(),
      );
      const token = await context.written
        .selectFrom('member_tokens')
        .selectAll()
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(token).toMatchObject({ token_hash: sha256(data.token), created_at: START });
      const challenge = await context.written
        .selectFrom('member_challenges')
        .select('id')
        .where('id', '=', challengeId)
        .executeTakeFirst();
      expect(challenge).toBeUndefined();
      const stored = JSON.stringify([member, passkey, codes, token]);
      for (const secret of [data.token, ...data.recoveryCodes!])
        expect(stored).not.toContain(secret);
    });

    it('acts on one answer once: sent again it is refused, its own key answers the same', async () => {
      const { phone, challengeId, options } = await started();
      const payload = { challengeId, response: phone.register(options) };
      const first = await call(context, 'memberRegister', payload, {
        key: 'enrol-once-0123456789',
      });
      expect(first.statusCode).toBe(201);
      const count = await membersCount();
      const again = await call(context, 'memberRegister', payload);
      expect(again.statusCode).toBe(401);
      expect(messageOf(again)).toBe(CHALLENGE_GONE);
      const replay = await call(context, 'memberRegister', payload, {
        key: 'enrol-once-0123456789',
      });
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toBe(first.body);
      expect(await membersCount()).toBe(count);
    });

    it('refuses an answer five minutes after its options, and makes no member', async () => {
      const { phone, challengeId, options } = await started();
      const before = await membersCount();
      context.clock = START + MEMBER_CHALLENGE_MS;
      const answer = await call(context, 'memberRegister', {
        challengeId,
        response: phone.register(options),
      });
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(CHALLENGE_GONE);
      expect(await membersCount()).toBe(before);
    });

    it.each([
      ['made for another site', { origin: 'https://evil.example' }],
      ['without the phone unlocked (UV flag off)', { userVerified: false }],
      ['of a sign-in, not a new passkey', { type: 'webauthn.get' }],
    ])('refuses a passkey %s, and its challenge with it', async (_case, bend) => {
      const { phone, challengeId, options } = await started();
      const before = await membersCount();
      const bent = await call(context, 'memberRegister', {
        challengeId,
        response: phone.register(options, bend),
      });
      expect(bent.statusCode).toBe(401);
      expect(messageOf(bent)).toBe(NOT_VERIFIED);
      const fair = await call(context, 'memberRegister', {
        challengeId,
        response: phone.register(options),
      });
      expect(messageOf(fair)).toBe(CHALLENGE_GONE);
      expect(await membersCount()).toBe(before);
    });

    it("refuses another ceremony's challenge", async () => {
      context.clock = START;
      const phone = softAuthenticator(ORIGIN);
      const signIn = await optionsOf(context, 'memberSignInOptions', {});
      const answer = await call(context, 'memberRegister', {
        challengeId: signIn.challengeId,
        response: phone.register({ challenge: signIn.options.challenge, user: { id: 'AAAA' } }),
      });
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(CHALLENGE_GONE);
    });

    it('refuses a passkey registered already, by this member or another', async () => {
      const member = await enrol(context);
      const { phone, challengeId, options } = await started('Chen Wei');
      const again = phone.register(options, {
        credentialId: member.phone.passkeys[0]!.credentialId,
      });
      const answer = await call(context, 'memberRegister', { challengeId, response: again });
      expect(answer.statusCode).toBe(409);
      expect(messageOf(answer)).toMatch(/^body\.response: this passkey is registered already/);
    });

    it.each([
      ['no challengeId', { challengeId: undefined }, 'body.challengeId'],
      ['a challengeId not base64url', { challengeId: 'a b' }, 'body.challengeId'],
      ['no response', { response: undefined }, 'body.response'],
      ['a response of another type', { type: 'password' }, 'body.response.type'],
      ['an attestation not base64url', { attestationObject: '***' }, 'body.response.response'],
      ['a label too long', { label: 'x'.repeat(61) }, 'body.label'],
      ['a label of two lines', { label: 'my\nphone' }, 'body.label'],
    ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
      const { phone, challengeId, options } = await started();
      const response = phone.register(options);
      const { type, attestationObject, ...rest } = change as Record<string, unknown>;
      const payload = {
        challengeId,
        response: {
          ...response,
          ...(type ? { type } : {}),
          response: { ...response.response, ...(attestationObject ? { attestationObject } : {}) },
        },
        ...rest,
      };
      const answer = await call(context, 'memberRegister', payload);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field);
    });

    it('needs an Idempotency-Key, as every write', async () => {
      const { phone, challengeId, options } = await started();
      const answer = await context.app.inject({
        method: 'POST',
        url: '/en/Member/passkey/register',
        payload: { challengeId, response: phone.register(options) },
      });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toMatch(/^headers\.idempotency-key/);
    });
  });
});
