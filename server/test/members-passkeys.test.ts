import {
  ceremonyOptionsAnswerSchema,
  doneAnswerSchema,
  passkeysAnswerSchema,
} from '@ecg/domain/contracts';
import { PASSKEYS_MAX } from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_GONE } from '../src/routes/members/ceremony-steps';
import { LAST_PASSKEY, TOO_MANY_PASSKEYS } from '../src/routes/members/passkeys';
import { NOT_VERIFIED } from '../src/routes/members/webauthn';
import { softAuthenticator } from './members-authenticator.support';
import {
  call,
  DAY,
  enrol,
  memberIdOf,
  messageOf,
  optionsOf,
  ORIGIN,
  signIn,
  START,
  useMembersApp,
  type Enrolled,
} from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * A member's passkeys (docs/members.md, Passkeys): another added, the list, one removed, never
   * the last, and never another member's.
   */
  const context = useMembersApp(undefined, engine);

  const passkeyRows = async (memberId: number) =>
    context.written
      .selectFrom('member_passkeys')
      .select(['id', 'label'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  /** Adds a passkey on a new device (a laptop) to the member's account. */
  async function addOn(member: Enrolled, label?: string) {
    const laptop = softAuthenticator(ORIGIN);
    const { challengeId, options } = await optionsOf(context, 'memberAddPasskeyOptions', {
      token: member.token,
    });
    const answer = await call(context, 'memberAddPasskey', {
      token: member.token,
      challengeId,
      response: laptop.register(options),
      ...(label === undefined ? {} : { label }),
    });
    return { laptop, answer };
  }

  describe('POST add-options and add', () => {
    it("asks for a passkey of the member's, not one the phone holds already", async () => {
      context.clock = START;
      const member = await enrol(context);
      const answer = await call(context, 'memberAddPasskeyOptions', { token: member.token });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { options } = ceremonyOptionsAnswerSchema.parse(answer.json()).data;
      expect(options).toMatchObject({
        user: { name: 'Lin Mei' },
        excludeCredentials: [{ id: member.phone.passkeys[0]!.credentialId.toString('base64url') }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
    });

    it('adds a second passkey, which signs in, and answers the list', async () => {
      context.clock = START;
      const member = await enrol(context);
      context.clock = START + DAY;
      const { laptop, answer } = await addOn(member, 'Laptop');
      expect(answer.statusCode).toBe(201);
      const { data } = passkeysAnswerSchema.parse(answer.json());
      expect(data.map(({ label, createdAt }) => ({ label, createdAt }))).toEqual([
        { label: 'My phone', createdAt: START },
        { label: 'Laptop', createdAt: START + DAY },
      ]);
      const memberId = await memberIdOf(context.written, member.token);
      expect((await passkeyRows(memberId)).map((row) => row.label)).toEqual(['My phone', 'Laptop']);
      expect((await signIn(context, laptop)).statusCode).toBe(200);
    });

    it("refuses another member's challenge, and an answer that does not verify", async () => {
      context.clock = START;
      const mei = await enrol(context);
      const wei = await enrol(context, 'Chen Wei');
      const laptop = softAuthenticator(ORIGIN);
      const meis = await optionsOf(context, 'memberAddPasskeyOptions', { token: mei.token });
      const stolen = await call(context, 'memberAddPasskey', {
        token: wei.token,
        challengeId: meis.challengeId,
        response: laptop.register(meis.options),
      });
      expect(stolen.statusCode).toBe(401);
      expect(messageOf(stolen)).toBe(CHALLENGE_GONE);

      const own = await optionsOf(context, 'memberAddPasskeyOptions', { token: wei.token });
      const unverified = await call(context, 'memberAddPasskey', {
        token: wei.token,
        challengeId: own.challengeId,
        response: laptop.register(own.options, { userVerified: false }),
      });
      expect(messageOf(unverified)).toBe(NOT_VERIFIED);
      expect(await passkeyRows(await memberIdOf(context.written, wei.token))).toHaveLength(1);
    });

    it(`keeps at most ${PASSKEYS_MAX} passkeys a member`, async () => {
      context.clock = START;
      const member = await enrol(context);
      for (let n = 2; n <= PASSKEYS_MAX; n += 1) {
        expect((await addOn(member)).answer.statusCode).toBe(201);
      }
      const answer = await call(context, 'memberAddPasskeyOptions', { token: member.token });
      expect(answer.statusCode).toBe(409);
      expect(messageOf(answer)).toBe(TOO_MANY_PASSKEYS);
    });

    it.each([
      ['no challengeId', { challengeId: undefined }, 'body.challengeId'],
      ['no response', { response: undefined }, 'body.response'],
      ['a label too long', { label: 'x'.repeat(61) }, 'body.label'],
    ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
      context.clock = START;
      const member = await enrol(context);
      const { challengeId, options } = await optionsOf(context, 'memberAddPasskeyOptions', {
        token: member.token,
      });
      const answer = await call(context, 'memberAddPasskey', {
        token: member.token,
        challengeId,
        response: softAuthenticator(ORIGIN).register(options),
        ...change,
      });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field);
    });
  });

  describe('POST passkeys and passkeys/remove', () => {
    it("lists the member's own passkeys, never their keys", async () => {
      context.clock = START;
      const member = await enrol(context);
      await enrol(context, 'Chen Wei');
      const answer = await call(context, 'memberPasskeys', { token: member.token });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { data } = passkeysAnswerSchema.parse(answer.json());
      expect(data).toEqual([
        { id: expect.any(Number), label: 'My phone', createdAt: START, lastUsedAt: null },
      ]);
      expect(answer.body).not.toContain(
        member.phone.passkeys[0]!.credentialId.toString('base64url'),
      );
    });

    it('removes one of the two, then refuses the last', async () => {
      context.clock = START;
      const member = await enrol(context);
      await addOn(member, 'Laptop');
      const memberId = await memberIdOf(context.written, member.token);
      const [phone, laptop] = await passkeyRows(memberId);
      const removed = await call(context, 'memberRemovePasskey', {
        token: member.token,
        passkeyId: phone!.id,
      });
      expect(removed.statusCode).toBe(200);
      expect(doneAnswerSchema.parse(removed.json()).data).toBe(true);
      expect(await passkeyRows(memberId)).toEqual([laptop]);

      const last = await call(context, 'memberRemovePasskey', {
        token: member.token,
        passkeyId: laptop!.id,
      });
      expect(last.statusCode).toBe(409);
      expect(messageOf(last)).toBe(LAST_PASSKEY);
      expect(await passkeyRows(memberId)).toEqual([laptop]);
    });

    it("answers another member's passkey as one that does not exist, and leaves it", async () => {
      context.clock = START;
      const mei = await enrol(context);
      const wei = await enrol(context, 'Chen Wei');
      await addOn(wei);
      const weiId = await memberIdOf(context.written, wei.token);
      const [weis] = await passkeyRows(weiId);
      for (const passkeyId of [weis!.id, 999_999]) {
        const answer = await call(context, 'memberRemovePasskey', { token: mei.token, passkeyId });
        expect(answer.statusCode).toBe(404);
        expect(messageOf(answer)).toBe('body.passkeyId: you have no such passkey');
      }
      expect(await passkeyRows(weiId)).toHaveLength(2);
    });

    it.each([
      [{}, 'body.passkeyId'],
      [{ passkeyId: 'one' }, 'body.passkeyId: passkeyId must be a whole number'],
      [{ passkeyId: 1.5 }, 'body.passkeyId: passkeyId must be a whole number'],
      [{ passkeyId: 0 }, 'body.passkeyId: passkeyId must be positive'],
    ])('refuses %j with a 400 naming the field', async (payload, field) => {
      context.clock = START;
      const member = await enrol(context);
      const answer = await call(context, 'memberRemovePasskey', {
        token: member.token,
        ...payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field);
    });
  });
});
