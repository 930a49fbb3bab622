/**
 * The write path under load (requirements §7): repair reports (no photos) accepted by the real app
 * over a database file in WAL mode with synchronous=FULL, each with its own idempotency key and
 * place. Budget: ≥ 500 reports a second with p99 ≤ 50 ms; and reading does not slow by more than 20
 * % while reports arrive at a steady rate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { REPAIR_CATEGORIES } from '@ecg/domain/rules/repair-reports';
import { seededStore } from '../test/helper';
import { listenForBench } from './bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITERS = 10;
const READERS = 25;
/**
 * A steady stream of reports, far above what the area's visitors send, while reads are measured.
 */
const STEADY_WRITES_PER_SECOND = 100;
/**
 * Reads alone, then reads with reports, in turns: each turn's slowdown compares two runs made
 * side by side, and the median turn is kept. On a small shared machine one run of a few seconds
 * can be a tenth off either way.
 */
const TURNS = 5;

/** Each report made in the client's thread by report-request.cjs. */
const reportRequest = fileURLToPath(new URL('./report-request.cjs', import.meta.url));
const made = createRequire(import.meta.url)(reportRequest) as {
  IDEMPOTENCY_HEADER: string;
  CATEGORIES: string[];
};
if (made.IDEMPOTENCY_HEADER !== IDEMPOTENCY_HEADER) {
  throw new Error(`report-request.cjs must send its key in ${IDEMPOTENCY_HEADER}`);
}
const unknownCategory = made.CATEGORIES.find(
  (c) => !(REPAIR_CATEGORIES as readonly string[]).includes(c),
);
if (unknownCategory) throw new Error(`report-request.cjs: no category ${unknownCategory}`);

const report: Request = {
  method: 'POST',
  path: '/en/opendata/fault-repair',
  headers: { 'content-type': 'application/json' },
  // autocannon's workers take a file where a function would be.
  setupRequest: reportRequest as unknown as Request['setupRequest'],
};
const reads: Request[] = [1, 2, 3, 4, 5].map((page) => ({
  method: 'GET',
  path: `/en/opendata/attractions?page=${page}`,
}));

interface Turn {
  alone: { rps: number; mean: number };
  whileWriting: { rps: number; mean: number };
  /** How much longer a read took on average while reports arrived: 0.1 is 10 % slower. */
  slowdown: number;
}

async function run(url: string, requests: Request[], connections: number, overallRate?: number) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    requests,
    // The client in a thread of its own: the server's event loop carries the server alone.
    workers: 1,
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
    const turns: Turn[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      const alone = await run(address, reads, READERS);
      const [whileWriting] = await Promise.all([
        run(address, reads, READERS),
        run(address, [report], 2, STEADY_WRITES_PER_SECOND),
      ]);
      turns.push({ alone, whileWriting, slowdown: whileWriting.mean / alone.mean - 1 });
    }
    const bySlowdown = [...turns].sort((a, b) => a.slowdown - b.slowdown);
    const median = bySlowdown[Math.floor(TURNS / 2)] as Turn;
    const percent = (turn: Turn | undefined) => `${((turn?.slowdown ?? NaN) * 100).toFixed(1)} %`;
    console.log(`\nWrites (${WRITERS} connections, ${SECONDS} s; file store, synchronous=FULL)`);
    console.log(
      `reports  ${writes.rps.toFixed(0).padStart(7)} req/s  p99 ${writes.p99.toFixed(1)} ms  (budget ≥ 500 req/s, p99 ≤ 50 ms)`,
    );
    console.log(
      `reads alone ${median.alone.rps.toFixed(0)} req/s, mean ${median.alone.mean.toFixed(2)} ms; ` +
        `with ${STEADY_WRITES_PER_SECOND} reports/s ${median.whileWriting.rps.toFixed(0)} req/s, mean ` +
        `${median.whileWriting.mean.toFixed(2)} ms: ${percent(median)} slower (budget ≤ 20 %; the ` +
        `median of ${TURNS} turns, ${percent(bySlowdown[0])} to ${percent(bySlowdown.at(-1))})`,
    );
  } finally {
    await app.close();
    await store.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}
