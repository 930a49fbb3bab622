import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  registerAnswerCache,
  TAIPEI_DAY,
  type AnswerCacheOptions,
} from '../src/plugins/answer-cache';

const query = z.object({ fail: z.string().optional(), page: z.coerce.number().default(1) });
const body = z.object({ id: z.number() });

/** A server whose handlers count their calls, so a test sees when the cache answered. */
async function countingServer(options: AnswerCacheOptions = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  let clock = Date.parse('2026-11-25T08:00:00+08:00');
  registerAnswerCache(app, { now: () => clock, ...options });
  const calls = { forever: 0, timed: 0, posted: 0, plain: 0, today: 0 };
  app.get(
    '/forever',
    { config: { cacheAnswer: true }, schema: { querystring: query } },
    async (request, reply) => {
      calls.forever += 1;
      if ((request.query as { fail?: string }).fail) return reply.code(400).send({ n: 0 });
      return { n: calls.forever, text: '綠島', page: (request.query as { page: number }).page };
    },
  );
  app.get('/timed', { config: { cacheAnswer: 40 }, schema: { querystring: query } }, async () => ({
    n: (calls.timed += 1),
  }));
  app.post('/posted', { config: { cacheAnswer: true }, schema: { body } }, async (request) => ({
    n: (calls.posted += 1),
    body: request.body,
  }));
  app.get('/plain', async () => ({ n: (calls.plain += 1) }));
  app.get(
    '/today',
    { config: { cacheAnswer: TAIPEI_DAY }, schema: { querystring: query } },
    async () => ({
      n: (calls.today += 1),
    }),
  );
  await app.ready();
  return { app, calls, setClock: (at: number) => (clock = at) };
}

describe('the answer cache', () => {
  it('keeps an answer from its second request, then answers from memory with its bytes and ETag', async () => {
    const { app, calls } = await countingServer();
    const first = await app.inject('/forever');
    expect(app.answerCacheSize()).toMatchObject({ entries: 0, seen: 1 });
    const second = await app.inject('/forever');
    const third = await app.inject('/forever');
    expect(calls.forever).toBe(2);
    expect(first.headers.etag).toMatch(/^W\//);
    expect(third.body).toBe(second.body);
    expect(third.json()).toEqual({ n: 2, text: '綠島', page: 1 });
    expect(third.headers.etag).toBe(second.headers.etag);
    expect(third.headers['content-type']).toContain('application/json');
    expect(app.answerCacheSize()).toMatchObject({ entries: 1, seen: 0, seenBytes: 0 });
  });

  it('keys an answer by its validated input: unknown parameters, order and form do not count', async () => {
    const { app, calls } = await countingServer();
    await app.inject('/forever');
    await app.inject('/forever?page=1');
    await app.inject('/forever?junk1=' + 'x'.repeat(12_000));
    await app.inject('/forever?junk2=1&page=01');
    expect(calls.forever).toBe(2);
    expect(app.answerCacheSize().entries).toBe(1);
    await app.inject('/forever?page=2');
    expect(calls.forever).toBe(3);
  });

  it('is bounded by bytes as well as by entries, the least recently used going first', async () => {
    const { app } = await countingServer({ maxBytes: 16 * 1024 });
    for (let page = 1; page <= 400; page++) {
      await app.inject(`/forever?page=${page}`);
      await app.inject(`/forever?page=${page}`);
    }
    const { entries, bytes } = app.answerCacheSize();
    expect(bytes).toBeLessThanOrEqual(16 * 1024);
    expect(entries).toBeGreaterThan(10);
    expect(entries).toBeLessThan(400);
    const few = await countingServer({ maxEntries: 5 });
    for (let page = 1; page <= 20; page++) {
      await few.app.inject(`/forever?page=${page}`);
      await few.app.inject(`/forever?page=${page}`);
    }
    expect(few.app.answerCacheSize().entries).toBe(5);
  });

  it('keeps a popular answer through a flood of junk queries, within its bounds', async () => {
    const bounds = { maxEntries: 50, maxBytes: 16 * 1024, maxSeenBytes: 4 * 1024 };
    const { app } = await countingServer(bounds);
    // Each answer says which computation it was: a kept one says the same each time.
    const popular = async () => (await app.inject('/forever?page=1')).json<{ n: number }>().n;
    await popular();
    const kept = await popular();
    // Thousands of queries asked once each: none is kept, none evicts.
    for (let page = 2; page <= 4000; page++) {
      await app.inject(`/forever?page=${page}`);
      const size = app.answerCacheSize();
      expect(size.bytes).toBeLessThanOrEqual(bounds.maxBytes);
      expect(size.seenBytes).toBeLessThanOrEqual(bounds.maxSeenBytes);
      expect(size.seen).toBeLessThanOrEqual(bounds.maxEntries);
    }
    expect(await popular()).toBe(kept);
    // Junk asked twice each is kept, but the answer visitors keep asking for stays.
    for (let page = 5000; page <= 7000; page++) {
      await app.inject(`/forever?page=${page}`);
      await app.inject(`/forever?page=${page}`);
      if (page % 10 === 0) expect(await popular()).toBe(kept);
    }
    expect(app.answerCacheSize().entries).toBe(bounds.maxEntries);
    expect(app.answerCacheSize().bytes).toBeLessThanOrEqual(bounds.maxBytes);
  });

  it('keeps a timed answer only for its life', async () => {
    const { app, calls, setClock } = await countingServer();
    await app.inject('/timed');
    await app.inject('/timed');
    await app.inject('/timed');
    expect(calls.timed).toBe(2);
    setClock(Date.parse('2026-11-25T08:00:00.041+08:00'));
    expect((await app.inject('/timed')).json()).toEqual({ n: 3 });
  });

  it('keys a POST by its validated body, and keeps nothing for routes that do not ask', async () => {
    const { app, calls } = await countingServer();
    const post = (payload: object) => app.inject({ method: 'POST', url: '/posted', payload });
    await post({ id: 1 });
    await post({ id: 1, extra: 'ignored' });
    await post({ id: 1 });
    expect(calls.posted).toBe(2);
    await post({ id: 2 });
    await post({ id: 2 });
    expect((await post({ id: 2 })).json()).toEqual({ n: 4, body: { id: 2 } });
    expect((await post({ id: 'x' })).statusCode).toBe(400);
    await app.inject('/plain');
    await app.inject('/plain');
    expect(calls.plain).toBe(2);
  });

  it('keeps no failed answer', async () => {
    const { app, calls } = await countingServer();
    expect((await app.inject('/forever?fail=1')).statusCode).not.toBe(200);
    await app.inject('/forever?fail=1');
    await app.inject('/forever?fail=1');
    expect(calls.forever).toBe(3);
  });

  it('keeps an answer of the Taipei day until Taipei midnight, whatever the time zone', async () => {
    const { app, setClock } = await countingServer();
    await app.inject('/today');
    await app.inject('/today');
    setClock(Date.parse('2026-11-25T23:59:00+08:00'));
    expect((await app.inject('/today')).json()).toEqual({ n: 2 });
    // 00:01 in Taipei is still the evening of the 25th in UTC and in Los Angeles.
    setClock(Date.parse('2026-11-26T00:01:00+08:00'));
    expect((await app.inject('/today')).json()).toEqual({ n: 3 });
    expect((await app.inject('/today')).json()).toEqual({ n: 4 });
    expect((await app.inject('/today')).json()).toEqual({ n: 4 });
  });

  it('answers an address it has answered from memory as the request arrives, before validation', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerAnswerCache(app);
    let validated = 0;
    app.addHook('preValidation', async () => {
      validated += 1;
    });
    app.get(
      '/kept',
      { config: { cacheAnswer: true }, schema: { querystring: query } },
      async () => ({
        kept: true,
      }),
    );
    await app.ready();
    for (let i = 0; i < 3; i++) await app.inject('/kept?page=1');
    expect(validated).toBe(3);
    expect(app.answerCacheSize().aliases).toBe(1);
    const early = await app.inject('/kept?page=1');
    expect(validated).toBe(3);
    expect(early.json()).toEqual({ kept: true });
    // Another address of the same answer is validated, then known too.
    await app.inject('/kept?page=01');
    expect(validated).toBe(4);
    await app.inject('/kept?page=01');
    expect(validated).toBe(4);
    // An invalid address never reaches the shortcut.
    expect((await app.inject('/kept?page=x')).statusCode).toBe(400);
    expect((await app.inject('/kept?page=x')).statusCode).toBe(400);
    await app.close();
  });

  it('answers a POST it has answered from memory once its body is read, before validation', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerAnswerCache(app);
    let validated = 0;
    app.addHook('preValidation', async () => {
      validated += 1;
    });
    app.post('/detail', { config: { cacheAnswer: true }, schema: { body } }, async (request) => ({
      body: request.body,
    }));
    await app.ready();
    const post = (payload: object) => app.inject({ method: 'POST', url: '/detail', payload });
    for (let i = 0; i < 3; i++) await post({ id: 7 });
    expect(validated).toBe(3);
    expect((await post({ id: 7 })).json()).toEqual({ body: { id: 7 } });
    expect(validated).toBe(3);
    expect((await post({ id: 8 })).json()).toEqual({ body: { id: 8 } });
    expect((await post({ id: 'x' })).statusCode).toBe(400);
    await app.close();
  });

  it('bounds the addresses it knows: junk addresses of a kept answer cost memory within bounds', async () => {
    const bounds = { maxEntries: 50, maxSeenBytes: 4 * 1024 };
    const { app, calls } = await countingServer(bounds);
    await app.inject('/forever');
    await app.inject('/forever');
    for (let junk = 0; junk < 500; junk++) {
      expect((await app.inject(`/forever?junk${junk}=${'x'.repeat(junk % 40)}`)).json()).toEqual({
        n: 2,
        text: '綠島',
        page: 1,
      });
      const size = app.answerCacheSize();
      expect(size.aliases).toBeLessThanOrEqual(bounds.maxEntries);
      expect(size.aliasBytes).toBeLessThanOrEqual(bounds.maxSeenBytes);
    }
    expect(calls.forever).toBe(2);
  });
});
