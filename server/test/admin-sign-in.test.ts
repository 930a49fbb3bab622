import { createHash } from 'node:crypto';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { meAnswerSchema, signInAnswerSchema } from '@ecg/domain/contracts/admin';
import { SIGN_IN_LOCKED_REASON } from '@ecg/domain/rules/operator-access';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS } from '../src/routes/operators/sign-in';
import { operatorRepository } from '../src/store/operators/operator-repository';
import { useTestApp } from './helper';
import { PASSWORD, addOperator, bearer, loggedActions, me, signIn, tokenOf } from './operators';
import { APP_WRITTEN_STORES } from './written-engines';

const MINUTE = 60_000;
/** 2026-07-01 09:00 Taipei: the test's clock, moved by the tests. */
const START = Date.UTC(2026, 6, 1, 1, 0, 0);
let clock = START;

describe.each(APP_WRITTEN_STORES)('on $name', ({ engine }) => {
  // The per-client limit of sign-ins has tests of its own (admin-sign-in-throttle.test.ts).
  const context = useTestApp(
    {
      now: () => clock,
      signIn: { clientLimit: { max: 1000, timeWindowMs: 60_000 } },
    },
    engine,
  );

  beforeAll(async () => {
    await addOperator(context.written, 'mei@example.tw', 'staff', 'Lin Mei');
  });

  const messageOf = (response: { json(): unknown }) =>
    errorEnvelopeSchema.parse(response.json()).message;

  describe('POST /admin/api/sign-in', () => {
    it('opens a session: a token given once, its hash alone kept, private to the operator', async () => {
      clock = START;
      const response = await signIn(context.app, 'Mei@Example.TW ');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { data } = signInAnswerSchema.parse(response.json());
      expect(data.operator).toEqual({ id: expect.any(Number), name: 'Lin Mei', role: 'staff' });
      expect(data.expiresAt).toBe('2026-07-01 21:00:00');
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await context.written
        .selectFrom('operator_sessions')
        .select('token_hash')
        .execute();
      const hash = createHash('sha256').update(data.token).digest('hex');
      expect(stored.map((row) => row.token_hash)).toContain(hash);
      expect(JSON.stringify(stored)).not.toContain(data.token);

      const answer = await me(context.app, data.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(meAnswerSchema.parse(answer.json()).data.operator.name).toBe('Lin Mei');
    });

    it('answers an unknown email and a wrong password alike, and logs both', async () => {
      clock = START;
      const unknown = await signIn(context.app, 'nobody@example.tw');
      const wrong = await signIn(context.app, 'mei@example.tw', 'not the password');
      expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
      expect(messageOf(unknown)).toBe(WRONG_CREDENTIALS);
      expect(messageOf(wrong)).toBe(WRONG_CREDENTIALS);
      const failed = (await loggedActions(context.written)).filter(
        (a) => a.action === 'sign-in.failed',
      );
      expect(failed.map((a) => [a.operator_id === null, a.subject_id])).toEqual([
        [true, 'nobody@example.tw'],
        [false, 'mei@example.tw'],
      ]);
    });

    it.each([
      ['no email', { password: PASSWORD }, 'body.email'],
      ['a malformed email', { email: 'mei', password: PASSWORD }, 'body.email'],
      ['no password', { email: 'mei@example.tw' }, 'body.password'],
      ['an empty password', { email: 'mei@example.tw', password: '' }, 'body.password'],
    ])('refuses %s with a 400 naming the field', async (_case, payload, field) => {
      const response = await context.app.inject({
        method: 'POST',
        url: ADMIN_API_PATHS.signIn,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain(field);
    });

    it('locks an email for 15 minutes after 10 failures within 15 minutes from one client, the right password too', async () => {
      await addOperator(context.written, 'kao@example.tw');
      clock = START + 60 * MINUTE;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        clock += MINUTE;
        expect((await signIn(context.app, 'kao@example.tw', 'guess')).statusCode).toBe(401);
      }
      const locked = await signIn(context.app, 'kao@example.tw');
      expect(locked.statusCode).toBe(429);
      expect(messageOf(locked)).toMatch(/try again in 15 minutes/);
      expect(locked.headers['retry-after']).toBe('900');
      expect(errorEnvelopeSchema.parse(locked.json()).reason).toBe(SIGN_IN_LOCKED_REASON);
      // Another email is not locked by it.
      expect((await signIn(context.app, 'mei@example.tw')).statusCode).toBe(200);

      clock += 15 * MINUTE;
      expect((await signIn(context.app, 'kao@example.tw')).statusCode).toBe(200);
      // One row per window and client for the failed tries, one for the refused, with a count.
      const actions = (await loggedActions(context.written)).filter(
        (a) => a.subject_id === 'kao@example.tw',
      );
      expect(actions.map((a) => [a.action, JSON.parse(a.detail).count])).toEqual([
        ['sign-in.failed', 10],
        ['sign-in.locked', 1],
        ['sign-in', undefined],
      ]);
      expect(JSON.parse(actions[0]?.detail ?? '{}')).toMatchObject({ client: '127.0.0.1' });
    }, 120_000);

    it('does not let a stranger lock the operator out, whatever spelling of the email they use', async () => {
      await addOperator(context.written, 'lin@example.tw');
      clock = START + 100 * MINUTE;
      const from = (remoteAddress: string, email: string, password = PASSWORD) =>
        context.app.inject({
          method: 'POST',
          url: ADMIN_API_PATHS.signIn,
          payload: { email, password },
          remoteAddress,
        });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await from('198.51.100.7', 'LIN@Example.TW ', 'guess')).statusCode).toBe(401);
      }
      expect((await from('198.51.100.7', 'lin@example.tw')).statusCode).toBe(429);
      // The operator, at their own address, is not held by the stranger's lock.
      expect((await from('203.0.113.20', 'lin@example.tw')).statusCode).toBe(200);
    }, 120_000);

    it('keeps the lock in the store, so a new server on the same database still refuses', async () => {
      await addOperator(context.written, 'wu@example.tw');
      clock = START + 200 * MINUTE;
      for (let attempt = 0; attempt < 10; attempt += 1)
        await signIn(context.app, 'wu@example.tw', 'x');
      const { buildApp } = await import('../src/app');
      const { samplesDir, projectRoot } = await import('./helper');
      const restarted = await buildApp({
        store: context.store,
        written: context.written,
        webRoot: `${projectRoot}/web/dist`,
        live: { samplesDir, upstreams: { cwa: {}, tdx: {}, moenv: {} } },
        now: () => clock,
      });
      expect((await signIn(restarted, 'wu@example.tw')).statusCode).toBe(429);
      await restarted.close();
    }, 120_000);
  });

  describe('sessions', () => {
    it('end after 30 minutes unused; each call starts the wait again', async () => {
      clock = START + 1000 * MINUTE;
      const token = await tokenOf(context.app, 'mei@example.tw');
      clock += 29 * MINUTE;
      expect((await me(context.app, token)).statusCode).toBe(200);
      clock += 29 * MINUTE;
      expect((await me(context.app, token)).statusCode).toBe(200);
      clock += 30 * MINUTE;
      const ended = await me(context.app, token);
      expect(ended.statusCode).toBe(401);
      expect(messageOf(ended)).toMatch(/session has ended/);
      expect(ended.headers['www-authenticate']).toBe('Bearer');
    });

    it('end 12 hours after sign-in however busy', async () => {
      clock = START + 2000 * MINUTE;
      const token = await tokenOf(context.app, 'mei@example.tw');
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        clock += 20 * MINUTE;
        expect((await me(context.app, token)).statusCode).toBe(200);
      }
      clock += 20 * MINUTE;
      expect((await me(context.app, token)).statusCode).toBe(401);
    });

    it('end at sign-out, which is logged', async () => {
      clock = START + 3000 * MINUTE;
      const token = await tokenOf(context.app, 'mei@example.tw');
      const out = await context.app.inject({
        method: 'POST',
        url: ADMIN_API_PATHS.signOut,
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, data: null });
      expect((await me(context.app, token)).statusCode).toBe(401);
      expect((await loggedActions(context.written)).at(-1)?.action).toBe('sign-out');
    });

    it('end when their operator is disabled, who can no longer sign in', async () => {
      clock = START + 4000 * MINUTE;
      const id = await addOperator(context.written, 'chen@example.tw');
      const token = await tokenOf(context.app, 'chen@example.tw');
      await operatorRepository(context.written).disable(id, clock);
      expect((await me(context.app, token)).statusCode).toBe(401);
      const again = await signIn(context.app, 'chen@example.tw');
      expect(again.statusCode).toBe(401);
      expect(messageOf(again)).toBe(WRONG_CREDENTIALS);
    });

    it.each([
      ['no Authorization header', {}],
      ['a token not of ours', { authorization: 'Bearer abc' }],
      ['an unknown token', bearer('A'.repeat(43))],
      ['another scheme', { authorization: `Basic ${'A'.repeat(43)}` }],
    ])('refuse %s with a 401', async (_case, headers) => {
      const response = await context.app.inject({
        method: 'GET',
        url: ADMIN_API_PATHS.me,
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toMatch(/no-store/);
    });
  });
});
