import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/store/core/database';
import { seededStore } from './helper';
import { freePort, startServerProcess, stopServerProcess } from './server-process';
import {
  aVisitorCentre,
  bookedOf,
  booking,
  DAY,
  TEST_OFFERING,
} from './service-reservations.support';
import { batchRepository } from '../src/store/reservations/batch-repository';
import { offeringRepository } from '../src/store/reservations/offering-repository';

/**
 * Never over-booked with several servers on one database (requirements §7): two server processes
 * share one SQLite file, and 50 visitors book its 3 last places through both at once. An
 * answer that says "not now" (a 5xx, the key still being saved) is sent again with its key, as
 * the app's outbox does, until each visitor has a booking or a "full". No server ever fails
 * for the other's lock: each write takes the write lock first (write-request-repository.ts).
 */
const dir = mkdtempSync(path.join(tmpdir(), 'ecg-servers-'));
const databasePath = path.join(dir, 'shared.sqlite');
const servers: ChildProcess[] = [];
const ports: number[] = [];
let store: Store;

beforeAll(async () => {
  // Seeded here once, so the servers start on a store that is ready.
  await (await seededStore(databasePath)).destroy();
  store = openStore(databasePath);
  for (let i = 0; i < 2; i++) ports.push(await freePort());
  servers.push(...(await Promise.all(ports.map((port) => startServerProcess(databasePath, port)))));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await store.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The server errors seen on the way (a lock one server could not take, for instance). */
const serverErrors: number[] = [];

/** One visitor's booking, sent until the server gives a final answer. */
async function bookUntilAnswered(port: number, batchId: number) {
  const key = randomUUID();
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}/en/opendata/reservate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(booking(batchId)),
    });
    const answer = (await response.json()) as { message?: string; issues?: { rule: string }[] };
    if (response.status >= 500) serverErrors.push(response.status);
    const notNow =
      response.status >= 500 ||
      (response.status === 409 && answer.message?.startsWith('headers.') === true);
    if (!notNow) return { status: response.status, rule: answer.issues?.[0]?.rule };
  }
  throw new Error('no final answer after 50 attempts');
}

describe('two servers on one database', () => {
  it('give 3 places to exactly 3 of 50 visitors', async () => {
    const now = Date.now();
    const centreId = await aVisitorCentre(store);
    const batchId = await store.transaction().execute(async (trx) => {
      const offeringId = await offeringRepository(trx).create(
        { ...TEST_OFFERING, centreId },
        now,
        new Set([centreId]),
      );
      return batchRepository(trx).open(
        {
          offeringId,
          date: taipeiDate(now + 2 * DAY),
          time: '10:00',
          durationMinutes: 60,
          capacity: 3,
        },
        now,
      );
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bookUntilAnswered(ports[i % 2] ?? 0, batchId)),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(3);
    expect(
      results.filter((result) => result.status === 409 && result.rule === 'full'),
    ).toHaveLength(47);
    expect(await bookedOf(store, batchId)).toBe(3);
    expect(serverErrors).toEqual([]);
  });
});
