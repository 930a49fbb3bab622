import { keyDigest } from '../src/store/writes/sealed-answer';
import { randomUUID } from 'node:crypto';
import {
  envelope,
  errorEnvelopeSchema,
  IDEMPOTENCY_HEADER,
  visitorText,
} from '@ecg/domain/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCachePolicy } from '../src/plugins/cache-policy';
import { registerErrorHandlers } from '../src/plugins/errors';
import { registerJsonBody } from '../src/plugins/json-body';
import { rateLimitStoreFor } from '../src/store/writes/rate-limit-store';
import { registerWriteLimits } from '../src/plugins/write-limits';
import { requireContentLang } from '../src/routes/core/lang';
import { WriteRefusal, writeRoute } from '../src/routes/writes/write-route';
import type { WrittenTables } from '../src/store/core/written-tables';
import {
  WRITE_LEASE_MS,
  writeRequestRepository,
} from '../src/store/writes/write-request-repository';
import { SQLITE, WRITTEN_ENGINES, type WrittenEngine } from './written-engines';

/**
 * The write path every form takes (docs/writes.md), on a route of its own over a
 * real migrated store: a note is written, or refused when it says "full" or "fail".
 */
const noteInput = z.object({ text: visitorText('text', 20) });
const URL = '/en/opendata/suggest';
let store: Kysely<WrittenTables>;
let app: FastifyInstance;
let clock = 1_800_000_000_000;

async function notes() {
  const { rows } = await sql<{ text: string }>`select text from test_note order by id`.execute(
    store,
  );
  return rows.map((row) => row.text);
}

/**
 * The route over a store of `engine`, opened once for the tests of the describe it is called in
 * and emptied before each (docs/testing.md, Written data on both engines).
 */
function onStoreOf(engine: WrittenEngine) {
  beforeAll(async () => {
    store = await engine.open();
    await sql`create table test_note (id ${sql.raw(engine.idColumn)}, text text not null)`.execute(
      store,
    );
  });
  afterAll(() => store.destroy());
  beforeEach(async () => {
    await engine.empty(store, ['test_note']);
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandlers(app);
    registerJsonBody(app);
    registerCachePolicy(app);
    await registerWriteLimits(app, rateLimitStoreFor(store));
    await app.register(async (scope) => {
      requireContentLang(scope);
      writeRoute(
        scope,
        { store, now: () => clock, limit: { max: 5, timeWindowMs: 60_000 } },
        { name: 'suggest', input: noteInput, answer: envelope(z.object({ id: z.number() })) },
        async ({ text }, { commit }) =>
          commit(async (trx) => {
            const { rows } = await sql<{ id: number }>`
              insert into test_note (text) values (${text}) returning id`.execute(trx);
            if (text === 'full') throw new WriteRefusal(409, 'body.text: the batch is full');
            if (text === 'fail') throw new Error('disk on fire');
            return { status: 201, data: { id: rows[0]?.id ?? 0 } };
          }),
      );
    });
  });
  afterEach(() => app.close());
}

const send = (payload: unknown, key: string | undefined = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: URL,
    payload: payload as object,
    headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
  });

describe('a write', () => {
  onStoreOf(SQLITE);

  it.each([
    [{}, 'body.text: text is required', 'required'],
    [{ text: '   ' }, 'body.text: text is required', 'required'],
    [{ text: 'x'.repeat(21) }, 'body.text: text must be at most 20 characters', 'tooLong'],
    [{ text: 7 }, 'body.text: text must be a text', 'format'],
  ])('refuses %j naming the field, writing nothing', async (payload, message, rule) => {
    const answer = await send(payload);
    expect(answer.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(answer.json());
    expect(body.message).toBe(message);
    expect(body.issues).toEqual([
      { field: 'text', rule, ...(rule === 'tooLong' ? { limit: 20 } : {}) },
    ]);
    expect(await notes()).toEqual([]);
  });

  it.each([
    [undefined, 'headers.idempotency-key: idempotency-key is required on every write'],
    ['short', 'headers.idempotency-key: idempotency-key must be 16 to 64 letters, digits, - or _'],
  ])('needs an idempotency key (%s)', async (key, message) => {
    const answer = await app.inject({
      method: 'POST',
      url: URL,
      payload: { text: 'hello' },
      headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect(await notes()).toEqual([]);
  });
});

describe.each(WRITTEN_ENGINES)('on $name', (engine) => {
  onStoreOf(engine);

  describe('a write', () => {
    it('is answered after its commit, with no cache allowed to keep it', async () => {
      const answer = await send({ text: 'a broken rail' });
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toEqual({ success: true, data: { id: 1 } });
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(await notes()).toEqual(['a broken rail']);
    });
  });

  describe('the idempotency key', () => {
    it('answers the same key and body with the first answer, writing once', async () => {
      const key = randomUUID();
      const first = await send({ text: 'once' }, key);
      // The same body with its keys in another order is the same form.
      const again = await send({ text: 'once' }, key);
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(first.body);
      expect(await notes()).toEqual(['once']);
    });

    it("keeps neither the key nor the answer as sent: only the key's digest and the sealed answer", async () => {
      const key = randomUUID();
      const first = await send({ text: 'a secret word' }, key);
      const rows = await store.selectFrom('write_request').selectAll().execute();
      expect(rows).toHaveLength(1);
      const kept = JSON.stringify(rows);
      expect(kept).not.toContain(key);
      expect(rows[0]?.answer).not.toContain('success');
      expect(rows[0]?.key).toBe(keyDigest(key));
      // Only the key opens it: the same key sent again is answered as before.
      expect((await send({ text: 'a secret word' }, key)).body).toBe(first.body);
    });

    it('refuses the same key with another body with a 422', async () => {
      const key = randomUUID();
      await send({ text: 'first' }, key);
      const other = await send({ text: 'second' }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe('headers.idempotency-key: already used for another form');
      expect(await notes()).toEqual(['first']);
    });

    it('answers 409 while a write of the key is still running, and takes over a lost one', async () => {
      const key = randomUUID();
      const claimed = await send({ text: 'x' }, 'placeholder-key-0000');
      expect(claimed.statusCode).toBe(201);
      const fingerprint = await store
        .selectFrom('write_request')
        .select('fingerprint')
        .where('key', '=', keyDigest('placeholder-key-0000'))
        .executeTakeFirstOrThrow();
      // Another server (or this one, a moment ago) has claimed the key and is still at it.
      await writeRequestRepository(store).claim(
        { route: 'suggest', key },
        fingerprint.fingerprint,
        clock,
      );
      const running = await send({ text: 'x' }, key);
      expect(running.statusCode).toBe(409);
      expect(running.json().message).toBe(
        'headers.idempotency-key: this form is still being saved',
      );
      // Its server died: after the lease the write is done by whoever sends the key again.
      clock += WRITE_LEASE_MS + 1;
      const taken = await send({ text: 'x' }, key);
      expect(taken.statusCode).toBe(201);
      expect(await notes()).toEqual(['x', 'x']);
    });

    it('has a lost write taken over by one only, when its key comes six times at once', async () => {
      const writeKey = { route: 'suggest', key: randomUUID() };
      const requests = writeRequestRepository(store);
      expect(await requests.claim(writeKey, 'fingerprint', clock)).toEqual({ kind: 'claimed' });
      clock += WRITE_LEASE_MS + 1;
      const again = await Promise.all(
        Array.from({ length: 6 }, () =>
          writeRequestRepository(store).claim(writeKey, 'fingerprint', clock),
        ),
      );
      const kinds = again.map((claim) => claim.kind);
      expect(kinds.filter((kind) => kind === 'claimed')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'running')).toHaveLength(5);
    });

    it('lets a refused write go: nothing kept, and the key may be sent again', async () => {
      const key = randomUUID();
      const full = await send({ text: 'full' }, key);
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({ success: false, message: 'body.text: the batch is full' });
      expect(await notes()).toEqual([]);
      const rows = await store.selectFrom('write_request').selectAll().execute();
      expect(rows).toEqual([]);
    });

    it('rolls a failed write back whole: no row, no kept answer', async () => {
      const failed = await send({ text: 'fail' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ success: false, message: 'Internal server error' });
      expect(await notes()).toEqual([]);
      expect(await store.selectFrom('write_request').selectAll().execute()).toEqual([]);
    });
  });
});

// Counted in the process over SQLite, in PostgreSQL's table on a server shared by several.
describe.each(WRITTEN_ENGINES)('the limit per client on $name', (engine) => {
  onStoreOf(engine);

  it('refuses the write past the limit with a 429 before reading it', async () => {
    for (let i = 0; i < 5; i++) expect((await send({ text: `n${i}` })).statusCode).toBe(201);
    const over = await send({ text: 'one more' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many requests: try again in /);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await notes()).toHaveLength(5);
    const counted = await store.selectFrom('rate_limit_hit').select('hits').execute();
    expect(counted).toEqual(engine === SQLITE ? [] : [{ hits: 6 }]);
  });
});
