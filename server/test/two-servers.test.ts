import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { ADMIN_API_PATHS } from '@ecg/domain/admin-api-paths';
import { suggestionStatusSchema, writeReceiptSchema } from '@ecg/domain/contracts';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Store } from '../src/store/core/database';
import { migrateWrittenToLatest, openPostgres } from '../src/store/core/postgres';
import type { WrittenTables } from '../src/store/core/written-tables';
import { writtenMigrationProvider } from '../src/store/core/written-migrations';
import { keyDigest } from '../src/store/writes/sealed-answer';
import { writeRequestRepository } from '../src/store/writes/write-request-repository';
import { projectRoot, samplesDir, seededStore } from './helper';
import { aNotice, publishNotice, visitorNotices } from './notices.support';
import { addOperator, bearer, me, tokenOf } from './operators';
import { createDatabase } from './postgres-server';
import { postForm } from './service-app';
import { booking, offeringWithBatch } from './service-reservations.support';
import { NOW } from './test-clock';

/**
 * Two servers behind one address, their written tables in one PostgreSQL (Debian's server), each
 * with its own content file, pool and process memory (docs/operations.md, Written data in
 * PostgreSQL): what one is sent, the other knows.
 */
const LIMIT = { max: 3, timeWindowMs: 60_000 };
type App = Awaited<ReturnType<typeof buildApp>>;
interface Server {
  app: App;
  content: Store;
  written: Kysely<WrittenTables>;
}
let one: Server;
let other: Server;

async function startServer(url: string): Promise<Server> {
  const content = await seededStore();
  const written = openPostgres(url, 5);
  await migrateWrittenToLatest(written);
  const app = await buildApp({
    store: content,
    written,
    webRoot: path.join(projectRoot, 'web/dist'),
    live: { samplesDir, upstreams: { cwa: {}, tdx: {}, moenv: {} } },
    now: () => NOW,
    writes: { limit: LIMIT },
  });
  return { app, content, written };
}

beforeAll(async () => {
  const url = await createDatabase(inject('postgresAddress'));
  // Started together: the migrations run once, one server waiting on the other's lock.
  [one, other] = await Promise.all([startServer(url), startServer(url)]);
});

afterAll(async () => {
  for (const server of [one, other]) {
    await server.app.close();
    await server.written.destroy();
    await server.content.destroy();
  }
});

const suggestion = (message: string) => ({
  topic: 'signs',
  message,
  contact: { name: 'Lin Mei', email: 'mei@example.tw' },
});

describe('two servers on one PostgreSQL', () => {
  it('migrated it once, though they started together', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(one.written);
    const migrations = Object.keys(await writtenMigrationProvider.getMigrations());
    expect(migrations.length).toBeGreaterThan(1);
    expect(rows.map((row) => row.name)).toEqual(migrations);
  });

  it('track on one a form sent to the other', async () => {
    const sent = await postForm(one.app, '/en/opendata/suggest', suggestion('A bent sign.'));
    expect(sent.statusCode).toBe(201);
    const { number, secret } = writeReceiptSchema.parse(sent.json().data);
    const tracked = await postForm(other.app, '/en/opendata/check-opinion', {
      number,
      code: secret,
    });
    expect(suggestionStatusSchema.parse(tracked.json().data).number).toBe(number);
  });

  it('honour on one a key the other claimed: the answer again, 422 for another form, 409 in flight', async () => {
    const key = randomUUID();
    const form = suggestion('The rail at the lookout is loose.');
    const first = await postForm(one.app, '/en/opendata/suggest', form, { key });
    expect(first.statusCode).toBe(201);
    const again = await postForm(other.app, '/en/opendata/suggest', form, { key });
    expect(again.body).toBe(first.body);
    const another = await postForm(other.app, '/en/opendata/suggest', suggestion('Another form.'), {
      key,
    });
    expect(another.statusCode).toBe(422);

    // A write of the first server still under way holds its key: the second says so.
    const running = randomUUID();
    const { fingerprint } = await one.written
      .selectFrom('write_request')
      .select('fingerprint')
      .where('key', '=', keyDigest(key))
      .executeTakeFirstOrThrow();
    await writeRequestRepository(one.written).claim(
      { route: 'suggest', key: running },
      fingerprint,
      NOW,
    );
    const inFlight = await postForm(other.app, '/en/opendata/suggest', form, { key: running });
    expect(inFlight.statusCode).toBe(409);
    const stored = await one.written
      .selectFrom('suggestion')
      .select('message')
      .where('message', '=', form.message)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it('give a client one budget of writes across both', async () => {
    const client = { remoteAddress: '203.0.113.50' };
    const send = (server: Server, n: number) =>
      postForm(
        server.app,
        '/en/opendata/suggest',
        suggestion(`Form ${n} of one client: the sign at the bridge is bent.`),
        client,
      );
    expect((await send(one, 1)).statusCode).toBe(201);
    expect((await send(other, 2)).statusCode).toBe(201);
    expect((await send(one, 3)).statusCode).toBe(201);
    expect((await send(other, 4)).statusCode).toBe(429);
    expect((await send(one, 5)).statusCode).toBe(429);
  });

  it('book the last places of a tour once, however many ask on both at once', async () => {
    const { batchId } = await offeringWithBatch(one.written, { capacity: 4 }, one.content);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postForm(
          (i % 2 === 0 ? one : other).app,
          '/en/opendata/reservate',
          booking(batchId, { contact: { name: `Visitor ${i}`, email: `v${i}@example.tw` } }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409, 409, 409, 409, 409]);
    const batch = await one.written
      .selectFrom('reservation_batch')
      .select('booked')
      .where('id', '=', batchId)
      .executeTakeFirstOrThrow();
    expect(batch.booked).toBe(4);
  });

  it('keep an operator signed in on both, and signed out of both at once', async () => {
    await addOperator(one.written, 'kao@example.tw', 'staff', 'Kao Chun');
    const token = await tokenOf(one.app, 'kao@example.tw');
    expect((await me(other.app, token)).statusCode).toBe(200);
    const out = await other.app.inject({
      method: 'POST',
      url: ADMIN_API_PATHS.signOut,
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(one.app, token)).statusCode).toBe(401);
    expect((await me(other.app, token)).statusCode).toBe(401);
  });

  it('show the visitors of one a notice published on the other, within its cache time', async () => {
    await addOperator(one.written, 'lin@example.tw', 'staff', 'Lin Mei');
    const token = await tokenOf(one.app, 'lin@example.tw');
    const titles = async () => {
      const { notices, headers } = await visitorNotices(other.app);
      expect(headers['cache-control']).toMatch(/max-age=([1-5]?\d|60)\b/);
      return notices.map((notice) => notice.title);
    };
    expect(await titles()).not.toContain('Road closed at Qingshui');
    const published = await publishNotice(
      one.app,
      aNotice({ 'zh-tw': '清水斷崖封路', en: 'Road closed at Qingshui', ja: '清水断崖通行止め' }),
      bearer(token),
    );
    expect(published.statusCode).toBe(200);
    expect(await titles()).toContain('Road closed at Qingshui');
  });
});
