import { Writable } from 'node:stream';
import { apiPath } from '@ecg/domain/api-paths';
import { describe, expect, it } from 'vitest';
import { logLimiter } from '../src/plugins/log-limiter';
import { testApp } from './helper';

/** An app whose log lines are kept, with a route that fails as a bug would. */
async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const { app } = await testApp({ logger: { level: 'info', stream } });
  app.get('/boom', async () => {
    throw new Error('a bug');
  });
  return { app, lines: () => lines.filter((line) => line.status !== undefined || line.err) };
}

describe('errors in the log', () => {
  it('logs a 5xx once with its stack, at most ten a minute, and answers no detail', async () => {
    const { app, lines } = await loggedApp();
    for (let i = 0; i < 25; i++) {
      const response = await app.inject('/boom');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: 'Internal server error' });
    }
    const logged = lines().filter((line) => line.err);
    expect(logged).toHaveLength(10);
    expect(String((logged[0]!.err as { stack: string }).stack)).toContain('a bug');
    await app.close();
  });

  it('logs a 4xx as one line without a stack', async () => {
    const { app, lines } = await loggedApp();
    await app.inject(`${apiPath('attractions', 'en')}?pageSize=0`);
    await app.inject({ method: 'POST', url: apiPath('tourDetail', 'en'), payload: { id: 999999 } });
    const logged = lines();
    expect(logged.map((line) => line.status)).toEqual([400, 404]);
    expect(
      logged.every((line) => line.err === undefined && !JSON.stringify(line).includes('    at ')),
    ).toBe(true);
    await app.close();
  });
});

describe('the log limiter', () => {
  it('allows so many a minute, then counts what it held back until the next minute', () => {
    let clock = 0;
    const limiter = logLimiter({ perMinute: 2, now: () => clock });
    expect([limiter.allow(), limiter.allow(), limiter.allow(), limiter.allow()]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    clock = 60_000;
    expect(limiter.allow()).toBe(true);
    expect(limiter.suppressed()).toBe(2);
    expect(limiter.suppressed()).toBe(0);
  });
});
