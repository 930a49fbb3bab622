import { ceremonyOptionsAnswerSchema, signedInAnswerSchema } from '@ecg/domain/contracts';
import { MEMBER_CHALLENGE_MS } from '@ecg/domain/rules/member-session';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_GONE } from '../src/routes/members/ceremony-steps';
import { RECOVERY_CODE_USED, WRONG_RECOVERY_CODE } from '../src/routes/members/recovery';
import { NOT_VERIFIED } from '../src/routes/members/webauthn';
import { softAuthenticator, type Bend } from './members-authenticator.support';
import {
  call,
  enrol,
  memberIdOf,
  messageOf,
  optionsOf,
  ORIGIN,
  sha256,
  signIn,
  START,
  useMembersApp,
} from './members.support';
import { APP_WRITTEN_STORES } from './written-engines';

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  /**
   * Recovery on a new phone (docs/members.md, Recovery codes): a code given at enrolment lets the
   * member add a passkey on the phone in hand, once.
   */
  const context = useMembersApp(undefined, engine);

  const passkeysOf = async (memberId: number) =>
    context.written
      .selectFrom('member_passkeys')
      .select(['credential_id', 'label'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();

  async function recoverWith(code: string, bend: Bend = {}, label?: string) {
    const phone = softAuthenticator(ORIGIN);
    const { challengeId, options } = await optionsOf(context, 'memberRecoverOptions', {
      recoveryCode: code,
    });
    const payload = { challengeId, response: phone.register(options, bend), label };
    return { phone, payload, answer: await call(context, 'memberRecover', payload) };
  }

  describe('POST recover-options', () => {
    it("asks for a passkey of the code's member, however the code is typed", async () => {
      context.clock = START;
      const member = await enrol(context);
      const memberId = await memberIdOf(context.written, member.token);
      const typed = ` ${member.recoveryCodes![3]!.toLowerCase().replaceAll('-', ' ')} `;
      const answer = await call(context, 'memberRecoverOptions', { recoveryCode: typed });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const { challengeId, options } = ceremonyOptionsAnswerSchema.parse(answer.json()).data;
      const handle = await context.written
        .selectFrom('members')
        .select('user_handle')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(options).toMatchObject({
        user: { id: handle.user_handle, name: 'Lin Mei' },
        excludeCredentials: [{ id: member.phone.passkeys[0]!.credentialId.toString('base64url') }],
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const code = await context.written
        .selectFrom('member_recovery_codes')
        .select('id')
        .where('code_hash', '=', sha256(member.recoveryCodes![3]!))
        .executeTakeFirstOrThrow();
      const row = await context.written
        .selectFrom('member_challenges')
        .selectAll()
        .where('id', '=', challengeId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        ceremony: 'recover',
        member_id: memberId,
        recovery_code_id: code.id,
      });
    });

    it('answers a code unknown, mistyped or used with one 401 that says not which', async () => {
      context.clock = START;
      const member = await enrol(context);
      expect((await recoverWith(member.recoveryCodes![0]!)).answer.statusCode).toBe(200);
      for (const recoveryCode of ['ABCD-EFGH-JKMN-PQRS', 'hello', member.recoveryCodes![0]!]) {
        const answer = await call(context, 'memberRecoverOptions', { recoveryCode });
        expect(answer.statusCode, recoveryCode).toBe(401);
        expect(messageOf(answer)).toBe(WRONG_RECOVERY_CODE);
      }
    });

    it.each([
      [{}, 'body.recoveryCode'],
      [{ recoveryCode: '' }, 'body.recoveryCode: recoveryCode must not be empty'],
      [{ recoveryCode: 'A'.repeat(41) }, 'body.recoveryCode: recoveryCode must be at most 40'],
    ])('refuses %j with a 400 naming the field', async (payload, field) => {
      const answer = await call(context, 'memberRecoverOptions', payload);
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field);
    });
  });

  describe('POST recover', () => {
    it("adds the new phone's passkey, uses the code up and signs in", async () => {
      context.clock = START;
      const member = await enrol(context);
      const memberId = await memberIdOf(context.written, member.token);
      context.clock = START + 1000;
      const { phone, answer } = await recoverWith(member.recoveryCodes![5]!, {}, 'New phone');
      expect(answer.statusCode).toBe(200);
      const { data } = signedInAnswerSchema.parse(answer.json());
      expect(data.member).toEqual({ displayName: 'Lin Mei', createdAt: START });
      expect(data.recoveryCodes).toBeUndefined();
      expect(await memberIdOf(context.written, data.token)).toBe(memberId);
      expect((await passkeysOf(memberId)).map((row) => row.label)).toEqual([
        'My phone',
        'New phone',
      ]);
      const code = await context.written
        .selectFrom('member_recovery_codes')
        .select('used_at')
        .where('code_hash', '=', sha256(member.recoveryCodes![5]!))
        .executeTakeFirstOrThrow();
      expect(code.used_at).toBe(START + 1000);
      expect((await signIn(context, phone)).statusCode).toBe(200);
    });

    it('adds one passkey for one code, however many recoveries it began', async () => {
      context.clock = START;
      const member = await enrol(context);
      const memberId = await memberIdOf(context.written, member.token);
      const code = member.recoveryCodes![1]!;
      const phone = softAuthenticator(ORIGIN);
      const first = await optionsOf(context, 'memberRecoverOptions', { recoveryCode: code });
      const second = await optionsOf(context, 'memberRecoverOptions', { recoveryCode: code });
      const one = await call(context, 'memberRecover', {
        challengeId: first.challengeId,
        response: phone.register(first.options),
      });
      expect(one.statusCode).toBe(200);
      const two = await call(context, 'memberRecover', {
        challengeId: second.challengeId,
        response: phone.register(second.options),
      });
      expect(two.statusCode).toBe(401);
      expect(messageOf(two)).toBe(RECOVERY_CODE_USED);
      expect(await passkeysOf(memberId)).toHaveLength(2);
    });

    it('acts on one answer once, and not after five minutes', async () => {
      context.clock = START;
      const member = await enrol(context);
      const { payload } = await recoverWith(member.recoveryCodes![2]!);
      const again = await call(context, 'memberRecover', payload);
      expect(messageOf(again)).toBe(CHALLENGE_GONE);

      const phone = softAuthenticator(ORIGIN);
      const late = await optionsOf(context, 'memberRecoverOptions', {
        recoveryCode: member.recoveryCodes![3]!,
      });
      context.clock = START + MEMBER_CHALLENGE_MS;
      const answer = await call(context, 'memberRecover', {
        challengeId: late.challengeId,
        response: phone.register(late.options),
      });
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(CHALLENGE_GONE);
    });

    it.each([
      ['made for another site', { origin: 'http://localhost:9999' }],
      ['without the phone unlocked (UV flag off)', { userVerified: false }],
    ])('refuses a passkey %s, and leaves the code unused', async (_case, bend) => {
      context.clock = START;
      const member = await enrol(context);
      const { answer } = await recoverWith(member.recoveryCodes![4]!, bend);
      expect(answer.statusCode).toBe(401);
      expect(messageOf(answer)).toBe(NOT_VERIFIED);
      expect((await recoverWith(member.recoveryCodes![4]!)).answer.statusCode).toBe(200);
    });

    it.each([
      ['no challengeId', { challengeId: undefined }, 'body.challengeId'],
      ['no response', { response: undefined }, 'body.response'],
      ['a label too long', { label: 'x'.repeat(61) }, 'body.label'],
    ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
      context.clock = START;
      const member = await enrol(context);
      const phone = softAuthenticator(ORIGIN);
      const { challengeId, options } = await optionsOf(context, 'memberRecoverOptions', {
        recoveryCode: member.recoveryCodes![0]!,
      });
      const answer = await call(context, 'memberRecover', {
        challengeId,
        response: phone.register(options),
        ...change,
      });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(field);
    });
  });
});
