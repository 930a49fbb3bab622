import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAnswerCache, TAIPEI_DAY } from '../src/plugins/answer-cache';

/** A server whose handlers count their calls, so a test sees when the cache answered. */
async function countingServer() {
  const app = Fastify();
  registerAnswerCache(app);
  const calls = { forever: 0, timed: 0, posted: 0, plain: 0 };
  app.get('/forever', { config: { cacheAnswer: true } }, async (request, reply) => {
    calls.forever += 1;
    if ((request.query as { fail?: string }).fail) return reply.code(400).send({ n: 0 });
    return { n: calls.forever, text: '綠島' };
  });
  app.get('/timed', { config: { cacheAnswer: 40 } }, async () => ({ n: (calls.timed += 1) }));
  app.post('/posted', { config: { cacheAnswer: true } }, async (request) => ({
    n: (calls.posted += 1),
    body: request.body,
  }));
  app.get('/plain', async () => ({ n: (calls.plain += 1) }));
  await app.ready();
  return { app, calls };
}

describe('the answer cache', () => {
  it('answers a repeated request from memory, with the same bytes and ETag', async () => {
    const { app, calls } = await countingServer();
    const first = await app.inject('/forever');
    const second = await app.inject('/forever');
    expect(calls.forever).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ n: 1, text: '綠島' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toContain('application/json');
  });

  it('keeps a timed answer only for its life', async () => {
    const { app, calls } = await countingServer();
    await app.inject('/timed');
    await app.inject('/timed');
    expect(calls.timed).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await app.inject('/timed')).json()).toEqual({ n: 2 });
  });

  it('keys a POST by its body, and keeps nothing for routes that do not ask', async () => {
    const { app, calls } = await countingServer();
    const post = (id: number) => app.inject({ method: 'POST', url: '/posted', payload: { id } });
    await post(1);
    await post(1);
    await post(2);
    expect(calls.posted).toBe(2);
    expect((await post(2)).json()).toEqual({ n: 2, body: { id: 2 } });
    await app.inject('/plain');
    await app.inject('/plain');
    expect(calls.plain).toBe(2);
  });

  it('keeps no failed answer', async () => {
    const { app, calls } = await countingServer();
    expect((await app.inject('/forever?fail=1')).statusCode).not.toBe(200);
    await app.inject('/forever?fail=1');
    expect(calls.forever).toBe(2);
  });

  it('keeps an answer of the Taipei day until Taipei midnight, whatever the time zone', async () => {
    let clock = Date.parse('2026-11-25T08:00:00+08:00');
    const app = Fastify();
    registerAnswerCache(app, { now: () => clock });
    let calls = 0;
    app.get('/today', { config: { cacheAnswer: TAIPEI_DAY } }, async () => ({ n: (calls += 1) }));
    await app.ready();
    await app.inject('/today');
    clock = Date.parse('2026-11-25T23:59:00+08:00');
    expect((await app.inject('/today')).json()).toEqual({ n: 1 });
    // 00:01 in Taipei is still the evening of the 25th in UTC and in Los Angeles.
    clock = Date.parse('2026-11-26T00:01:00+08:00');
    expect((await app.inject('/today')).json()).toEqual({ n: 2 });
    expect((await app.inject('/today')).json()).toEqual({ n: 2 });
  });
});
