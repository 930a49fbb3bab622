import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seededStore } from './helper';
import { createDatabase } from './postgres-server';
import { freePort, startServerProcess, stopServerProcess } from './server-process';

/**
 * The standard for what visitors send (docs/writes.md): an answer of success means it
 * is on disk. The real server, in its own process over a database file, takes 500 suggestions from
 * 25 visitors at once and is killed with SIGKILL part-way, mid-write; after a restart every
 * suggestion that was answered with success is there exactly once, none is there twice, and the
 * forms that got no answer, sent again with their keys as the outbox does, are each kept once.
 * The same with the written tables in PostgreSQL (DATABASE_URL, on Debian's server).
 */
const SUBMISSIONS = 500;
const VISITORS = 25;
const KILL_AFTER = 150;
const folder = mkdtempSync(path.join(tmpdir(), 'ecg-kill-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((child) => stopServerProcess(child, 'SIGKILL')));
  rmSync(folder, { recursive: true, force: true });
});

type Row = { message: string; number: string };

/** Where the server keeps what is written, and how the test reads it back. */
interface Written {
  name: string;
  /** The server's SQLite file: of the content, and of what is written unless said. */
  databasePath: string;
  /** The server's settings for it, made once. */
  env(): Promise<NodeJS.ProcessEnv>;
  rows(): Promise<Row[]>;
}

/** The SQLite file itself, opened apart from the server. */
const IN_SQLITE: Written = {
  name: 'SQLite',
  databasePath: path.join(folder, 'east-coast-guide.sqlite'),
  env: async () => ({}),
  async rows() {
    const database = new SQLite(this.databasePath, { readonly: true });
    try {
      return database.prepare('select message, number from suggestion').all() as Row[];
    } finally {
      database.close();
    }
  },
};

let postgresUrl: string | undefined;
const IN_POSTGRES: Written = {
  name: 'PostgreSQL',
  databasePath: path.join(folder, 'content.sqlite'),
  async env() {
    postgresUrl ??= await createDatabase(inject('postgresAddress'));
    return { DATABASE_URL: postgresUrl };
  },
  async rows() {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      return (await client.query<Row>('select message, number from suggestion')).rows;
    } finally {
      await client.end();
    }
  },
};

async function startServer(written: Written): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  // A write the kill cut off between its claim and its commit holds its key for the lease; the
  // outbox sends it again until the lease has passed. A second's lease keeps the test short.
  const child = await startServerProcess(written.databasePath, port, {
    WRITE_LEASE_SECONDS: '1',
    ...(await written.env()),
  });
  running.push(child);
  return { child, origin: `http://127.0.0.1:${port}` };
}

interface Submission {
  key: string;
  body: { topic: string; message: string; contact: { name: string; email: string } };
  /** The number the server answered with success, if it did. */
  number?: string;
}

const newSubmissions = (): Submission[] =>
  Array.from({ length: SUBMISSIONS }, (_, i) => ({
    key: randomUUID(),
    body: {
      topic: 'facilities',
      message: `Durability probe ${i} of ${SUBMISSIONS}: the boardwalk rail is loose`,
      contact: { name: 'Probe', email: `probe${i}@example.com` },
    },
  }));

/** The number answered with success; 'saving' while the key is held by a write still running. */
async function sendOnce(origin: string, submission: Submission): Promise<string | undefined> {
  try {
    const answer = await fetch(`${origin}/en/opendata/suggest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: submission.key },
      body: JSON.stringify(submission.body),
    });
    if (answer.status === 409) return 'saving';
    if (answer.status !== 201) return undefined;
    const { data } = (await answer.json()) as { data: { number: string } };
    return data.number;
  } catch {
    return undefined;
  }
}

const send = async (origin: string, submission: Submission) => {
  const number = await sendOnce(origin, submission);
  return number === 'saving' ? undefined : number;
};

/**
 * As the outbox does: sent again while the answer is "still being saved", which a write the kill
 * cut off between its claim and its commit answers until its lease has passed.
 */
async function sendUntilAnswered(origin: string, submission: Submission) {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const number = await sendOnce(origin, submission);
    if (number !== 'saving') return number;
  }
  return undefined;
}

/** What the database holds, read apart from the server: each message and its number(s). */
async function storedNumbers(written: Written): Promise<Map<string, string[]>> {
  const byMessage = new Map<string, string[]>();
  for (const { message, number } of await written.rows()) {
    byMessage.set(message, [...(byMessage.get(message) ?? []), number]);
  }
  return byMessage;
}

describe.each([IN_SQLITE, IN_POSTGRES])(
  'what visitors send to $name survives the server being killed',
  (written) => {
    it('keeps every answered submission once, and none twice', async () => {
      // Seeded here once, so the server starts on a store that is ready.
      await (await seededStore(written.databasePath)).destroy();
      const submissions = newSubmissions();
      const first = await startServer(written);
      let answered = 0;
      const queue = [...submissions];
      const visitor = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          next.number = await send(first.origin, next);
          if (next.number !== undefined && ++answered === KILL_AFTER) first.child.kill('SIGKILL');
        }
      };
      await Promise.all(Array.from({ length: VISITORS }, visitor));
      const succeeded = submissions.filter((submission) => submission.number !== undefined);
      const unanswered = submissions.filter((submission) => submission.number === undefined);
      // Killed part-way: some were answered, and many were not.
      expect(succeeded.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(unanswered.length).toBeGreaterThan(0);

      const restarted = await startServer(written);
      const stored = await storedNumbers(written);
      for (const { body, number } of succeeded) expect(stored.get(body.message)).toEqual([number]);
      for (const numbers of stored.values()) expect(numbers).toHaveLength(1);

      // The outbox sends again what got no answer, with the same keys: each is kept once, and a
      // form that was committed just before the kill is answered with its first number.
      for (const submission of unanswered) {
        const before = stored.get(submission.body.message);
        submission.number = await sendUntilAnswered(restarted.origin, submission);
        expect(submission.number).toBeDefined();
        if (before) expect([submission.number]).toEqual(before);
      }
      const after = await storedNumbers(written);
      expect(after.size).toBe(SUBMISSIONS);
      for (const { body, number } of submissions) expect(after.get(body.message)).toEqual([number]);
      await stopServerProcess(restarted.child);
    }, 180_000);
  },
);
