/**
 * The write path under load (issue 16): repair reports (no photos) accepted by the real app over
 * a database file in WAL mode with synchronous=FULL, each with its own idempotency key and place.
 * Budget: ≥ 500 reports a second with p99 ≤ 50 ms; and reading does not slow by more than 20 %
 * while reports arrive at a steady rate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { seededStore } from '../test/helper';
import { listenForBench } from './bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITERS = 10;
const READERS = 25;
/** A steady stream of reports, far above what the area's visitors send, while reads are measured. */
const STEADY_WRITES_PER_SECOND = 100;

let sent = 0;
/** A report of its own: a new key, and a place 110 m from every other, so none is a duplicate. */
function nextReport(request: Request): Request {
  const i = sent++;
  return {
    ...request,
    headers: { ...request.headers, [IDEMPOTENCY_HEADER]: `bench-report-${process.pid}-${i}` },
    body: JSON.stringify({
      category: 'walkway',
      place: { lat: 22.95 + (i % 500) * 0.001, lng: 121.38 + Math.floor(i / 500) * 0.001 },
      description: `Bench report ${i}: a loose board on the boardwalk`,
    }),
  };
}

const report: Request = {
  method: 'POST',
  path: '/en/opendata/fault-repair',
  headers: { 'content-type': 'application/json' },
  setupRequest: nextReport,
};
const reads: Request[] = [1, 2, 3, 4, 5].map((page) => ({
  method: 'GET',
  path: `/en/opendata/attractions?page=${page}`,
}));

async function run(url: string, requests: Request[], connections: number, overallRate?: number) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    requests,
    ...(overallRate ? { overallRate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${requests[0]?.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, mean: result.latency.average };
}

export async function benchWrites(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ecg-bench-writes-'));
  const store = await seededStore(path.join(folder, 'east-coast-guide.sqlite'));
  const { app, address } = await listenForBench(store, {
    limit: { max: Number.MAX_SAFE_INTEGER, timeWindowMs: 60_000 },
  });
  try {
    // Warmed first, as the server would be: the first seconds measure the compiler, not the path.
    await run(address, reads, READERS);
    const writes = await run(address, [report], WRITERS);
    const readsAlone = await run(address, reads, READERS);
    const [readsWhileWriting] = await Promise.all([
      run(address, reads, READERS),
      run(address, [report], 2, STEADY_WRITES_PER_SECOND),
    ]);
    const slowdown = readsWhileWriting.mean / readsAlone.mean - 1;
    console.log(`\nWrites (${WRITERS} connections, ${SECONDS} s; file store, synchronous=FULL)`);
    console.log(
      `reports  ${writes.rps.toFixed(0).padStart(7)} req/s  p99 ${writes.p99.toFixed(1)} ms  (budget ≥ 500 req/s, p99 ≤ 50 ms)`,
    );
    console.log(
      `reads alone ${readsAlone.rps.toFixed(0)} req/s, mean ${readsAlone.mean.toFixed(2)} ms; ` +
        `with ${STEADY_WRITES_PER_SECOND} reports/s ${readsWhileWriting.rps.toFixed(0)} req/s, mean ` +
        `${readsWhileWriting.mean.toFixed(2)} ms: ${(slowdown * 100).toFixed(0)} % slower (budget ≤ 20 %)`,
    );
  } finally {
    await app.close();
    await store.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}
