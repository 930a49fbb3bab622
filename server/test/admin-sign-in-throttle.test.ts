import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { errorEnvelopeSchema } from '@ecg/domain/contracts';
import { SIGN_IN_BUSY_REASON, SIGN_IN_FAILURE_LIMIT } from '@ecg/domain/rules/operator-access';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HASH_CONCURRENCY, hashGate } from '../src/routes/operators/hash-gate';
import * as passwords from '../src/store/operators/passwords';
import { SERVER_TIMEOUTS } from '../src/plugins/server-limits';
import { closeTestApp, testApp } from './helper';
import { PASSWORD, addOperator, loggedActions, signIn } from './operators';
import { APP_WRITTEN_STORES } from './written-engines';

/** Every password the server checks, counted whatever checks it. */
vi.mock('../src/store/operators/passwords', async (original) => {
  const actual = await original<typeof passwords>();
  return {
    ...actual,
    verifyPassword: vi.fn(actual.verifyPassword),
    verifyNothing: vi.fn(actual.verifyNothing),
  };
});
const checked = () =>
  vi.mocked(passwords.verifyPassword).mock.calls.length +
  vi.mocked(passwords.verifyNothing).mock.calls.length;

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ecg-sign-in-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>East Coast Guide</title>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe.each(APP_WRITTEN_STORES)('the sign-in under a burst, on $name', ({ engine }) => {
  it('checks at most the allowed number of passwords, however many arrive at once', async () => {
    const opened = await testApp(
      {
        webRoot,
        signIn: { clientLimit: { max: 1000, timeWindowMs: 60_000 }, gate: hashGate(2, 100) },
      },
      engine,
    );
    const { app, written } = opened;
    try {
      await addOperator(written, 'kao@example.tw');
      const before = checked();
      const answers = await Promise.all([
        ...Array.from({ length: 24 }, (_, i) => signIn(app, 'kao@example.tw', `guess ${i}`)),
        signIn(app, 'kao@example.tw', PASSWORD),
      ]);
      expect(checked() - before).toBeLessThanOrEqual(SIGN_IN_FAILURE_LIMIT);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(SIGN_IN_FAILURE_LIMIT);
      // The right password, once the limit is reached, is refused like any other.
      expect(statuses.at(-1)).toBe(429);
      // 25 tries are two rows of the log, each with its count.
      const logged = (await loggedActions(written)).filter(
        (a) => a.subject_id === 'kao@example.tw',
      );
      const counts = logged.map((a) => [a.action, JSON.parse(a.detail).count]);
      expect(counts.sort()).toEqual([
        ['sign-in.failed', SIGN_IN_FAILURE_LIMIT],
        ['sign-in.locked', 25 - SIGN_IN_FAILURE_LIMIT],
      ]);
    } finally {
      await closeTestApp(opened);
    }
  }, 120_000);

  it('refuses a client past its limit of sign-ins before any password is checked', async () => {
    const opened = await testApp(
      {
        webRoot,
        signIn: { clientLimit: { max: 2, timeWindowMs: 60_000 } },
      },
      engine,
    );
    const { app } = opened;
    try {
      await signIn(app, 'a@example.tw', 'guess');
      await signIn(app, 'b@example.tw', 'guess');
      const before = checked();
      const refused = await signIn(app, 'c@example.tw', 'guess');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The client's own limit: neither an email's lock nor a busy server.
      expect(errorEnvelopeSchema.parse(refused.json()).reason).toBeUndefined();
      expect(checked()).toBe(before);
    } finally {
      await closeTestApp(opened);
    }
  }, 120_000);

  // The page's file is read on libuv's pool, as scrypt runs: with at most HASH_CONCURRENCY hashes
  // on the pool's four threads, a thread is always free for it, and it is answered while hashes
  // still wait their turn. A loaded machine can make any answer slow, so no time is asserted.
  it('keeps /pwa/ answering while unknown emails flood the sign-in, hashes capped and queued', async () => {
    // A short queue, and sockets left open long enough for it on a loaded machine. The hashes
    // take their real time, as the queue fills only while they run.
    const gate = hashGate(HASH_CONCURRENCY, 4);
    const opened = await testApp(
      {
        webRoot,
        timeouts: { ...SERVER_TIMEOUTS, idle: 110_000 },
        signIn: {
          clientLimit: { max: 1000, timeWindowMs: 60_000 },
          gate,
          passwordCost: passwords.PASSWORD_COST,
        },
      },
      engine,
    );
    const { app } = opened;
    try {
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      const post = (i: number) =>
        fetch(`${origin}${ADMIN_API_PATHS.signIn}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `nobody${i}@example.tw`, password: 'a guess' }),
        });
      const burst = Promise.all(Array.from({ length: 40 }, (_, i) => post(i)));
      await vi.waitFor(() => expect(gate.stats.waiting).toBeGreaterThan(0), { timeout: 20_000 });
      const started = performance.now();
      const page = await fetch(`${origin}/pwa/`);
      await page.text();
      const took = performance.now() - started;
      const stillQueued = gate.stats.waiting;
      const answers = await burst;

      expect(page.status).toBe(200);
      expect(stillQueued, `the page took ${Math.round(took)} ms`).toBeGreaterThan(0);
      expect(HASH_CONCURRENCY).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE ?? 4));
      expect(gate.stats.peak).toBeLessThanOrEqual(HASH_CONCURRENCY);
      const busy = answers.filter((answer) => answer.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.every((answer) => Number(answer.headers.get('retry-after')) > 0)).toBe(true);
      const reasons = await Promise.all(
        busy.map(async (answer) => errorEnvelopeSchema.parse(await answer.json()).reason),
      );
      expect(new Set(reasons)).toEqual(new Set([SIGN_IN_BUSY_REASON]));
      expect(answers.filter((answer) => answer.status === 401).length).toBe(gate.stats.started);
    } finally {
      await closeTestApp(opened);
    }
  }, 120_000);
});
